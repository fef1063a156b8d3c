import type { CheckInput } from '../checks/check-input';
import { type ComputedCheck, NOT_ENFORCED_SUFFIX } from './check-result';

/** Who 'overrode' a failure that the mandatory-checks configuration does not enforce. */
export const NOT_ENFORCED_OVERRIDER = 'Mandatory Checks: not enforced';

/** A check as stored with the invoice and sent to the client. */
export interface StoredCheck extends ComputedCheck {
  overridden: boolean;
  overridden_by: string | null;
  /** Why an Admin overrode it, for checks overridden with a reason (CHECKS_OVERRIDDEN_WITH_REASON). */
  override_reason?: string;
}

/** A previously stored check; checks stored before reasons existed have none. */
export interface PreviousCheck extends CheckInput {
  reason?: string | null;
  override_reason?: string | null;
}

const bareReason = (reason: string) => reason.replaceAll(NOT_ENFORCED_SUFFIX, '');

const isPersonOverride = (check: PreviousCheck): boolean =>
  check.status === 'failed' &&
  check.overridden === true &&
  check.overridden_by !== NOT_ENFORCED_OVERRIDER;

/**
 * Override rule: a person's override of a failed check holds while the check keeps failing
 * for the same reason (the reason is computed from the inputs the rule read, so a changed
 * reason means the inputs behind the failure changed). It is dropped when the check passes or
 * fails for another reason. An override saved before reasons were stored holds until the
 * check passes. A failure the configuration does not enforce (not blocking) is marked
 * overridden by NOT_ENFORCED_OVERRIDER, so it leaves the invoice Ready to Pay (SPEC §4 counts
 * any other failed check as Not Ready); that mark is recomputed every time.
 */
export const resolveOverride = (
  computed: ComputedCheck,
  previous: PreviousCheck | undefined,
): StoredCheck => {
  if (computed.status === 'success') {
    return { ...computed, overridden: false, overridden_by: null };
  }
  if (previous && isPersonOverride(previous)) {
    const same =
      previous.reason == null || bareReason(previous.reason) === bareReason(computed.reason);
    if (same)
      return {
        ...computed,
        overridden: true,
        overridden_by: previous.overridden_by ?? null,
        ...(previous.override_reason ? { override_reason: previous.override_reason } : {}),
      };
  }
  if (!computed.blocking) {
    return { ...computed, overridden: true, overridden_by: NOT_ENFORCED_OVERRIDER };
  }
  return { ...computed, overridden: false, overridden_by: null };
};
