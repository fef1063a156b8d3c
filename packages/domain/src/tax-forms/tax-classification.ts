/**
 * The federal tax classification a vendor checks on line 3a of Form W-9 (an LLC adds the
 * letter of how it is taxed: C, S or P). `llc` is an LLC whose letter could not be read.
 */
export const TAX_CLASSIFICATIONS = [
  'individual_sole_proprietor',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc_c',
  'llc_s',
  'llc_p',
  'llc',
  'other',
] as const;

export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number];

export const TAX_CLASSIFICATION_LABELS: Record<TaxClassification, string> = {
  individual_sole_proprietor: 'Individual/sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust/estate',
  llc_c: 'LLC taxed as a C corporation',
  llc_s: 'LLC taxed as an S corporation',
  llc_p: 'LLC taxed as a partnership',
  llc: 'LLC',
  other: 'Other',
};

// Payments to corporations (and LLCs taxed as one) are not reported on Form 1099-NEC; an
// exempt payee code on line 4 exempts the payee too. 'other' and an unread LLC letter are
// reported: reporting a payee that need not be costs nothing, missing one costs a penalty.
const NOT_REPORTED: ReadonlySet<TaxClassification> = new Set([
  'c_corporation',
  's_corporation',
  'llc_c',
  'llc_s',
]);

/** Whether payments to a vendor with this W-9 go on Form 1099-NEC. */
export const is1099Eligible = (
  classification: TaxClassification | null,
  exemptPayeeCode?: string | null,
): boolean =>
  classification !== null && !NOT_REPORTED.has(classification) && !exemptPayeeCode?.trim();

/**
 * The amount from which Form 1099-NEC must be filed for a calendar year, in cents: $600 through
 * 2025, $2,000 for payments made from 2026 (One Big Beautiful Bill Act, section 70433).
 */
export const form1099NecThresholdCents = (year: number): number =>
  year >= 2026 ? 200_000 : 60_000;

/** A TIN as screens show it: the last four digits behind the same mask as bank numbers. */
export const maskTin = (last4: string | null | undefined): string | null =>
  last4 && /^\d{4}$/.test(last4) ? `••••${last4}` : null;
