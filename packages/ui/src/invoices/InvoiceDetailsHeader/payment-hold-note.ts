import { formatShortDate } from '@ap/domain';
import type { PaymentHold } from '@ap/domain/contract';

/** "Held by dana@acme.test on 3/5/2026: the amount looks wrong": who, when and why. */
export function paymentHoldNote(hold: PaymentHold): string {
  const on = formatShortDate(hold.held_at);
  return `Held by ${hold.held_by}${on ? ` on ${on}` : ''}${hold.reason ? `: ${hold.reason}` : ''}`;
}
