import { describe, expect, it } from 'vitest';
import { IdParamsSchema } from './common';
import { INPUT_LIMITS, INPUT_MESSAGES } from './input-rules';
import { InvoiceSaveSchema } from './invoice-save';
import { UpdateTaskParametersSchema } from './task-operations';
import { ThreadInputSchema } from './thread';

/** The messages of every issue, keyed by dotted path, as a 400 answer carries them. */
const issuesOf = (body: unknown) => {
  const result = InvoiceSaveSchema.safeParse({ invoice_id: 'inv_1', ...(body as object) });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('validated input of the contract', () => {
  it('refuses amounts out of range or with cents fractions instead of storing 0', () => {
    expect(issuesOf({ amount: 1e20 })).toEqual({ amount: INPUT_MESSAGES.amountTooLarge });
    expect(issuesOf({ amount: 1e308 })).toEqual({ amount: INPUT_MESSAGES.amountTooLarge });
    expect(issuesOf({ amount: -5 })).toEqual({ amount: INPUT_MESSAGES.amountNegative });
    expect(issuesOf({ amount: 12.345 })).toEqual({ amount: INPUT_MESSAGES.amountDecimals });
    expect(issuesOf({ amount: 'twelve' })).toEqual({ amount: INPUT_MESSAGES.amountNotNumber });
    expect(issuesOf({ amount: true })).toEqual({ amount: INPUT_MESSAGES.amountNotNumber });
    // SPEC §3: the save body's amount is a number; text is refused, even text of a number.
    for (const amount of ['0', '12.50', ' 7 ', ''])
      expect(issuesOf({ amount })).toEqual({ amount: INPUT_MESSAGES.amountNotNumber });
    expect(issuesOf({ amount: INPUT_LIMITS.amountMax })).toEqual({});
    expect(issuesOf({ amount: 0.1 })).toEqual({});
  });

  it('refuses negative, huge or over-precise quantities, rates and item amounts', () => {
    expect(
      issuesOf({ items: [{ quantity: 1e20, rate: -1, amount: 1.001 }, { quantity: -2 }] }),
    ).toEqual({
      'items.0.quantity': INPUT_MESSAGES.quantityTooLarge,
      'items.0.rate': INPUT_MESSAGES.amountNegative,
      'items.0.amount': INPUT_MESSAGES.amountDecimals,
      'items.1.quantity': INPUT_MESSAGES.quantityNegative,
    });
    expect(issuesOf({ items: [{ quantity: 1.5, rate: 42.1 }] })).toEqual({});
    expect(issuesOf({ items: [{ quantity: '1.5', rate: '42.10', amount: '0' }] })).toEqual({
      'items.0.quantity': INPUT_MESSAGES.quantityNotNumber,
      'items.0.rate': INPUT_MESSAGES.amountNotNumber,
      'items.0.amount': INPUT_MESSAGES.amountNotNumber,
    });
  });

  it('accepts ISO 4217 codes only, in capitals', () => {
    for (const currency of ['usd', '€€€', '123', 'US', 'XXX', 'ABC']) {
      expect(issuesOf({ currency })).toEqual({ currency: INPUT_MESSAGES.currency });
    }
    for (const currency of ['USD', 'EUR', 'JPY', 'XOF']) expect(issuesOf({ currency })).toEqual({});
  });

  it('accepts real calendar dates between 1900 and 2100, and empty for none', () => {
    expect(issuesOf({ due_date: '0000-01-01' })).toEqual({ due_date: INPUT_MESSAGES.dateRange });
    expect(issuesOf({ due_date: '2026-02-30' })).toEqual({ due_date: INPUT_MESSAGES.dateFormat });
    expect(issuesOf({ due_date: '2026-2-3' })).toEqual({ due_date: INPUT_MESSAGES.dateFormat });
    expect(issuesOf({ issue_date: '2028-02-29', due_date: '', payment_send_date: null })).toEqual(
      {},
    );
  });

  it('refuses NUL characters and lone surrogates in any text, but keeps real emoji', () => {
    expect(issuesOf({ invoice_number: 'INV\u00001' })).toEqual({
      invoice_number: INPUT_MESSAGES.unsafeText,
    });
    expect(issuesOf({ payment_terms: 'Net 30 \ud83d' })).toEqual({
      payment_terms: INPUT_MESSAGES.unsafeText,
    });
    expect(issuesOf({ payment_terms: 'Net 30 \ud83d\ude00' })).toEqual({});
    expect(IdParamsSchema.safeParse({ id: 'inv\u0000' }).success).toBe(false);
    expect(ThreadInputSchema.safeParse({ thread_id: 't', user_input: '\udc00' }).success).toBe(
      false,
    );
  });

  it('limits the length of every string and list', () => {
    expect(issuesOf({ payment_terms: 'x'.repeat(200_000) })).toEqual({
      payment_terms: INPUT_MESSAGES.tooLong(INPUT_LIMITS.longText),
    });
    expect(issuesOf({ items: Array.from({ length: 501 }, () => ({})) })).toEqual({
      items: INPUT_MESSAGES.tooManyLineItems,
    });
    expect(IdParamsSchema.safeParse({ id: 'x'.repeat(129) }).error?.issues[0]?.message).toBe(
      INPUT_MESSAGES.id,
    );
    const recipients = Array.from({ length: 2000 }, (_, i) => `v${i}@example.test`);
    const email = UpdateTaskParametersSchema.safeParse({ to: recipients, subject: 's', body: 'b' });
    expect(email.error?.issues.map((i) => i.message)).toEqual([INPUT_MESSAGES.tooManyRecipients]);
  });
});
