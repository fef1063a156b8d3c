import { ARRIVAL_DAYS_AFTER_PAYMENT } from '../constants';
import {
  addCalendarDays,
  type CalendarDate,
  type DateInput,
  toCalendarDate,
} from '../dates/calendar-date';

/** The payment date input's initial value: payment_send_date when it is a valid date. */
export function prefillPaymentDate(paymentSendDate: DateInput): CalendarDate | null {
  return toCalendarDate(paymentSendDate);
}

/**
 * Arrival date = payment date + 4 calendar days (despite the "4 business days" label);
 * null when there is no valid payment date ("Not calculated").
 */
export function arrivalDate(paymentDate: DateInput): CalendarDate | null {
  const date = toCalendarDate(paymentDate);
  return date === null ? null : addCalendarDays(date, ARRIVAL_DAYS_AFTER_PAYMENT);
}
