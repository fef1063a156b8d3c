import type { CheckInput } from './check-input';
import { getCheckDisplayName } from './check-names';
import type { CheckOverrides } from './check-override';

export interface DisplayCheck<C extends CheckInput = CheckInput> {
  check: C;
  displayName: string;
  /** A failed check that was overridden and so shows as passing. */
  overridden: boolean;
  /** Who overrode it, when overridden. */
  overriddenBy: string | null;
  /** Local timestamp of an override made in this session; null for a saved override. */
  overriddenAt: string | null;
}

export interface GroupedChecks<C extends CheckInput = CheckInput> {
  passing: DisplayCheck<C>[];
  failing: DisplayCheck<C>[];
}

/**
 * Splits checks into passing and failing (SPEC §4). A successful check passes; a failed check
 * fails unless overridden in the edit session (or saved as overridden), when it passes marked
 * overridden. Order within each group follows the input.
 */
export function groupChecks<C extends CheckInput>(
  checks: readonly C[] | null | undefined,
  overrides: CheckOverrides = {},
): GroupedChecks<C> {
  const grouped: GroupedChecks<C> = { passing: [], failing: [] };
  for (const check of checks ?? []) {
    const displayName = getCheckDisplayName(check.name);
    if (check.status === 'success') {
      grouped.passing.push({
        check,
        displayName,
        overridden: false,
        overriddenBy: null,
        overriddenAt: null,
      });
      continue;
    }
    const session = Object.hasOwn(overrides, check.name) ? overrides[check.name] : undefined;
    if (session) {
      grouped.passing.push({
        check,
        displayName,
        overridden: true,
        overriddenBy: session.by,
        overriddenAt: session.at,
      });
    } else if (check.overridden) {
      grouped.passing.push({
        check,
        displayName,
        overridden: true,
        overriddenBy: check.overridden_by ?? null,
        overriddenAt: null,
      });
    } else {
      grouped.failing.push({
        check,
        displayName,
        overridden: false,
        overriddenBy: null,
        overriddenAt: null,
      });
    }
  }
  return grouped;
}
