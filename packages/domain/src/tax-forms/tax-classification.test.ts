import { describe, expect, it } from 'vitest';
import { form1099NecThresholdCents, is1099Eligible, maskTin } from './tax-classification';

describe('1099 eligibility from the W-9', () => {
  it('reports individuals, partnerships, trusts and partnership LLCs, not corporations', () => {
    expect(is1099Eligible('individual_sole_proprietor')).toBe(true);
    expect(is1099Eligible('partnership')).toBe(true);
    expect(is1099Eligible('llc_p')).toBe(true);
    expect(is1099Eligible('trust_estate')).toBe(true);
    expect(is1099Eligible('c_corporation')).toBe(false);
    expect(is1099Eligible('llc_s')).toBe(false);
    expect(is1099Eligible(null)).toBe(false);
  });
  it('an exempt payee code exempts the payee', () => {
    expect(is1099Eligible('individual_sole_proprietor', '5')).toBe(false);
    expect(is1099Eligible('individual_sole_proprietor', ' ')).toBe(true);
  });
  it('the filing threshold rises to $2,000 from 2026', () => {
    expect(form1099NecThresholdCents(2025)).toBe(60_000);
    expect(form1099NecThresholdCents(2026)).toBe(200_000);
  });
  it('masks a TIN to its last four digits', () => {
    expect(maskTin('6789')).toBe('••••6789');
    expect(maskTin(null)).toBeNull();
    expect(maskTin('12')).toBeNull();
  });
});
