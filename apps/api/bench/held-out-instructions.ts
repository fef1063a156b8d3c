import type { ActionName } from '../src/assistant/instructions/action';

/**
 * Instructions written before the grammar was tuned and never tuned on: how well the grammar
 * generalises (pnpm --filter @ap/api bench:instructions). Each names the actions it asks for.
 */
export const HELD_OUT: readonly (readonly [string, readonly ActionName[]])[] = [
  ['whats holding this one up', ['explain_status']],
  ['Has anyone approved this yet?', ['list_approvers']],
  ['can u run the checks one more time', ['rerun_checks']],
  ['We need a signed W9 from these guys before we pay', ['ask_vendor']],
  ['please schedule payment for the end of the month', ['schedule_payment']],
  ["Don't pay this until legal reviews the contract", ['hold_payment']],
  ['ok you can take it off hold now', ['release_payment']],
  ['change payment terms to net 60', ['change_field']],
  ['this was already paid by check last week, mark it', ['mark_paid_outside']],
  ['who is the requester on this?', ['who_is_requisitioner']],
  ['did we get this same invoice twice?', ['check_duplicate']],
  ['Tell the supplier their invoice is approved and will be paid Friday', ['reply_to_vendor']],
  ['Pls get the vendor to send a revised invoice with the correct tax', ['ask_vendor']],
  ['put this on hold and ask them for their banking info', ['hold_payment', 'ask_vendor']],
  ['schedual it for next tuesday', ['schedule_payment']],
  ['move the due date to April 10', ['change_field']],
];
