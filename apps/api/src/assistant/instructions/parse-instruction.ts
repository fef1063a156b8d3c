import type { VendorAsk } from '../drafting/vendor-request';

/**
 * The instructions understood offline in a thread (POST /api/threads/input). Anything else
 * is answered with this list. Matching is on the words, case-insensitive; the text is never
 * run or forwarded anywhere.
 */
export const UNDERSTOOD_INSTRUCTIONS = [
  "'re-run the checks'",
  "'ask the vendor for a W-9' (or for their tax ID, bank details, a corrected invoice)",
  "'mark as paid outside the product'",
  "'pay this on the 15th' (or on a date such as 2026-12-15)",
  "'why is this not ready?'",
] as const;

export type Instruction =
  | { kind: 'rerun_checks' }
  | { kind: 'ask_vendor'; asks: VendorAsk[] }
  | { kind: 'mark_paid_outside' }
  | { kind: 'schedule_payment'; date: string }
  | { kind: 'why_not_ready' }
  | { kind: 'unknown' };

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The next date (today included) that falls on day `day` of a month. */
export const nextDayOfMonth = (day: number, today: Date): string | null => {
  if (day < 1 || day > 31) return null;
  let y = today.getUTCFullYear();
  let m = today.getUTCMonth() + 1;
  for (let tries = 0; tries < 12; tries += 1) {
    if (day <= daysIn(y, m) && (tries > 0 || day >= today.getUTCDate())) return iso(y, m, day);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return null;
};

const asksOf = (text: string): VendorAsk[] => {
  const asks: VendorAsk[] = [];
  if (/\bw-?9\b/i.test(text)) asks.push('w9');
  if (/\b(?:tax\s*id|tin|ein)\b/i.test(text)) asks.push('tax_id');
  if (
    /\bbank(?:ing)?\s*(?:details|info|information|account)|\brouting\b|\baccount\s*number/i.test(
      text,
    )
  )
    asks.push('bank_details');
  if (/\bcorrected\s*invoice|\bcorrect(?:ed)?\s*(?:the\s*)?(?:total|line items)/i.test(text))
    asks.push('corrected_invoice');
  if (/\bduplicate/i.test(text)) asks.push('duplicate_confirmation');
  return asks;
};

/** Reads one instruction; `today` decides what 'the 15th' means. */
export const parseInstruction = (input: string, today: Date = new Date()): Instruction => {
  const text = input.trim().replace(/\s+/g, ' ');
  if (
    /\b(?:re-?\s?run|run|redo|recompute)\b.*\bchecks?\b|\brecheck\b|\bcheck (?:it |this )?again\b/i.test(
      text,
    )
  )
    return { kind: 'rerun_checks' };
  if (
    /\bwhy\b.*\bnot\b.*\bready\b|\bwhy\b.*\bcan'?t\b.*\bpay|\bwhat(?:'s| is)\s+missing\b|\bwhat\s+blocks\b/i.test(
      text,
    )
  )
    return { kind: 'why_not_ready' };
  if (/\bmark(?:ed)?\b.*\bpaid\b/i.test(text)) return { kind: 'mark_paid_outside' };
  if (/\b(?:ask|request|e-?mail|write|chase|get|need)\b/i.test(text)) {
    const asks = asksOf(text);
    if (asks.length) return { kind: 'ask_vendor', asks };
  }
  const payOn =
    /\bpay\b.*?\b(?:on|by)\s+(?:the\s+)?(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})(?:st|nd|rd|th)?\b)/i.exec(
      text,
    );
  if (payOn) {
    const [, y, m, d, day] = payOn;
    const date =
      y && m && d
        ? Number(m) >= 1 &&
          Number(m) <= 12 &&
          Number(d) >= 1 &&
          Number(d) <= daysIn(Number(y), Number(m))
          ? iso(Number(y), Number(m), Number(d))
          : null
        : nextDayOfMonth(Number(day), today);
    if (date) return { kind: 'schedule_payment', date };
  }
  return { kind: 'unknown' };
};
