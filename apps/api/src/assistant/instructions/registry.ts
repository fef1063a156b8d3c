import type { Action, ActionName } from './action';
import { askVendor } from './actions/ask-vendor';
import { changeField } from './actions/change-field';
import { checkDuplicate } from './actions/check-duplicate';
import { explainStatus } from './actions/explain-status';
import { holdPayment } from './actions/hold-payment';
import { listApprovers } from './actions/list-approvers';
import { markPaidOutside } from './actions/mark-paid-outside';
import { releasePayment } from './actions/release-payment';
import { replyToVendor } from './actions/reply-to-vendor';
import { rerunChecks } from './actions/rerun-checks';
import { schedulePayment } from './actions/schedule-payment';
import { whoIsRequisitioner } from './actions/who-is-requisitioner';

/** Every action a thread instruction can take: the grammar and the model propose only these. */
export const ACTIONS: Record<ActionName, Action> = {
  explain_status: explainStatus as Action,
  list_approvers: listApprovers as Action,
  rerun_checks: rerunChecks as Action,
  ask_vendor: askVendor as Action,
  reply_to_vendor: replyToVendor as Action,
  schedule_payment: schedulePayment as Action,
  hold_payment: holdPayment as Action,
  release_payment: releasePayment as Action,
  change_field: changeField as Action,
  mark_paid_outside: markPaidOutside as Action,
  who_is_requisitioner: whoIsRequisitioner as Action,
  check_duplicate: checkDuplicate as Action,
};
