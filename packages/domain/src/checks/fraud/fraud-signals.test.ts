import { describe, expect, it } from 'vitest';
import { evaluateFraudSignals, FRAUD_SIGNALS } from './fraud-signals';
import type { FraudOtherInvoice, FraudSubject } from './fraud-subject';

const earlier = (id: string, amount_cents: number, extra: Partial<FraudOtherInvoice> = {}) => ({
  id,
  invoice_number: `INV-${id}`,
  vendor_id: 'ven_1',
  amount_cents,
  issue_date: '2026-09-01',
  sender_email: 'billing@office.test',
  ...extra,
});

/** An ordinary invoice of a known vendor: no signal fires. */
const subjectOf = (changes: Partial<FraudSubject> = {}): FraudSubject => ({
  invoice: {
    id: 'inv_1',
    invoice_number: 'INV-1001',
    vendor_id: 'ven_1',
    amount_cents: 120000,
    issue_date: '2026-11-01',
    sender_email: 'billing@office.test',
    remittance: { fingerprint: 'k1:aaa', last4: '6789' },
  },
  payment_date: '2026-12-01',
  vendor: {
    contact_email: 'billing@office.test',
    bank_changed_at: ['2026-09-01T10:00:00Z'],
    bank: { fingerprint: 'k1:aaa', last4: '6789' },
  },
  vendor_history: [earlier('1', 100000), earlier('2', 110000), earlier('3', 90000)],
  other_vendor_invoices: [],
  new_vendor_review_cents: 500000,
  ...changes,
});
const fired = (subject: FraudSubject) =>
  evaluateFraudSignals(subject).map(({ id, level, reason }) => ({ id, level, reason }));

describe('fraud signals', () => {
  it('an ordinary invoice raises none', () => {
    expect(fired(subjectOf())).toEqual([]);
  });

  it('names every signal with its level and what it looks for', () => {
    expect(FRAUD_SIGNALS.map((s) => [s.id, s.level])).toEqual([
      ['bank_details_changed_before_payment', 'red'],
      ['remittance_differs_from_record', 'red'],
      ['new_vendor_large_first_invoice', 'red'],
      ['amount_far_above_history', 'yellow'],
      ['same_amount_and_date_other_vendor', 'yellow'],
      ['invoice_number_lookalike', 'yellow'],
      ['unfamiliar_sender', 'yellow'],
    ]);
    for (const signal of FRAUD_SIGNALS) expect(signal.what).toBeTruthy();
  });

  it('bank details changed within 30 days before the payment: red; 31 days before: none', () => {
    const vendor = (at: string) => ({ ...subjectOf().vendor!, bank_changed_at: [at] });
    expect(fired(subjectOf({ vendor: vendor('2026-11-21T09:00:00Z') }))).toEqual([
      {
        id: 'bank_details_changed_before_payment',
        level: 'red',
        reason: 'Bank details changed on 2026-11-21, 10 days before the payment on 2026-12-01',
      },
    ]);
    expect(fired(subjectOf({ vendor: vendor('2026-10-31T09:00:00Z') }))).toEqual([]);
  });

  it('remittance details on the invoice that differ from the record: red', () => {
    const invoice = {
      ...subjectOf().invoice,
      remittance: { fingerprint: 'k1:bbb', last4: '4321' },
    };
    expect(fired(subjectOf({ invoice }))[0]).toMatchObject({
      id: 'remittance_differs_from_record',
      reason:
        "The invoice asks for payment to account ending 4321, the vendor's record has account ending 6789",
    });
  });

  it("a new vendor's first invoice above the Admin's amount: red; at or below it: none", () => {
    expect(fired(subjectOf({ vendor_history: [], new_vendor_review_cents: 100000 }))).toEqual([
      {
        id: 'new_vendor_large_first_invoice',
        level: 'red',
        reason: 'First invoice of a new vendor, $1,200.00, is above $1,000.00',
      },
    ]);
    expect(fired(subjectOf({ vendor_history: [], new_vendor_review_cents: 120000 }))).toEqual([]);
  });

  it("more than 3× the vendor's median of at least 3 invoices: yellow", () => {
    const invoice = { ...subjectOf().invoice, amount_cents: 400000 };
    expect(fired(subjectOf({ invoice }))[0]).toMatchObject({
      id: 'amount_far_above_history',
      level: 'yellow',
      reason: "$4,000.00 is 4.0× the vendor's median of $1,000.00 over 3 invoices",
    });
    // Two earlier invoices say too little.
    const short = subjectOf({ invoice, vendor_history: subjectOf().vendor_history.slice(0, 2) });
    expect(fired(short)).toEqual([]);
  });

  it('the same amount and date from another vendor: yellow', () => {
    const twin = earlier('9', 120000, {
      vendor_id: 'ven_2',
      invoice_number: 'X-9',
      issue_date: '2026-11-01',
    });
    expect(fired(subjectOf({ other_vendor_invoices: [twin] }))[0]).toMatchObject({
      id: 'same_amount_and_date_other_vendor',
      reason: "Another vendor's invoice X-9 has the same amount and date (2026-11-01)",
    });
  });

  it('an invoice number equal to another once leading zeros, spaces, "#" and "INV" are dropped: yellow', () => {
    const alike = earlier('7', 5000, { vendor_id: 'ven_2', invoice_number: '# 0001001' });
    expect(fired(subjectOf({ other_vendor_invoices: [alike] }))[0]).toMatchObject({
      id: 'invoice_number_lookalike',
      reason: 'Invoice number INV-1001 matches # 0001001 of another vendor once normalised',
    });
  });

  it('a sender or domain the vendor never used: yellow', () => {
    const from = (sender_email: string) =>
      fired(subjectOf({ invoice: { ...subjectOf().invoice, sender_email } }));
    expect(from('ceo@office.test')[0]?.reason).toBe(
      'Sent from ceo@office.test, an address this vendor never used',
    );
    expect(from('billing@0ffice.test')[0]?.reason).toBe(
      'Sent from billing@0ffice.test, a domain this vendor never used (known: office.test)',
    );
  });

  it('lists red signals first', () => {
    const subject = subjectOf({
      invoice: { ...subjectOf().invoice, sender_email: 'x@elsewhere.test' },
      vendor: { ...subjectOf().vendor!, bank_changed_at: ['2026-11-30T00:00:00Z'] },
    });
    expect(fired(subject).map((s) => s.level)).toEqual(['red', 'yellow']);
  });
});
