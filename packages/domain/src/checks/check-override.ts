import { formatLocalTimestamp } from '../dates/format-date';
import type { CheckInput } from './check-input';

/** Who overrode a failed check in the edit session, and when (local en-US timestamp). */
export interface CheckOverride {
  by: string;
  at: string;
}

/** In-session overrides keyed by check name. */
export type CheckOverrides = Readonly<Record<string, CheckOverride>>;

/** The signed-in user as the client holds it (camelCase, SPEC §3 User). */
export interface OverridingUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export const UNKNOWN_USER_NAME = 'Unknown User';

/** Full name, else e-mail, else "Unknown User". */
export function overriderName(user: OverridingUser | null | undefined): string {
  const fullName = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (fullName) return fullName;
  return user?.email?.trim() || UNKNOWN_USER_NAME;
}

/**
 * Records an override of a failed check. A passing check cannot be overridden, and an existing
 * override is kept as first recorded; both return the same object.
 */
export function overrideCheck(
  overrides: CheckOverrides,
  check: Pick<CheckInput, 'name' | 'status'>,
  user: OverridingUser | null | undefined,
  now: Date = new Date(),
): CheckOverrides {
  if (check.status !== 'failed' || Object.hasOwn(overrides, check.name)) return overrides;
  const at = formatLocalTimestamp(now) ?? '';
  return { ...overrides, [check.name]: { by: overriderName(user), at } };
}

/** True when the edit session holds any override (it marks the form changed). */
export function hasCheckOverrides(overrides: CheckOverrides): boolean {
  return Object.keys(overrides).length > 0;
}

/**
 * The checks with the session's overrides written in (`overridden`, `overridden_by`), for a
 * save payload that persists them.
 */
export function applyCheckOverrides<C extends CheckInput>(
  checks: readonly C[],
  overrides: CheckOverrides,
): C[] {
  return checks.map((check) => {
    const override = Object.hasOwn(overrides, check.name) ? overrides[check.name] : undefined;
    if (!override || check.status !== 'failed') return check;
    return { ...check, overridden: true, overridden_by: override.by };
  });
}
