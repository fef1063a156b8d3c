import { describe, expect, it } from 'vitest';
import {
  companyDetailsProblems,
  companyNames,
  isTaxId,
  normalizeCompanyDetails,
  sameCompanyDetails,
} from './company-details';

const details = {
  legal_name: '  Acme   Holdings, Inc. ',
  other_names: ['Acme', 'ACME Holdings, Inc.', ' ', 'The Acme Store', 'acme'],
  addresses: [{ label: ' Billing ', address: ' 1 Main St \n\n Springfield, IL 62701 ' }],
  tax_id: ' ',
};

describe('company details', () => {
  it('normalises: trims, drops repeated (any case) and blank names, reads an empty tax id as none', () => {
    expect(normalizeCompanyDetails(details)).toEqual({
      legal_name: 'Acme Holdings, Inc.',
      other_names: ['Acme', 'The Acme Store'],
      addresses: [{ label: 'Billing', address: '1 Main St\nSpringfield, IL 62701' }],
      tax_id: null,
    });
    expect(sameCompanyDetails(details, normalizeCompanyDetails(details))).toBe(true);
  });

  it('accepts registration numbers of several countries and refuses words', () => {
    for (const id of ['12-3456789', 'GB123456789', 'DE 123 456 789', '123.456.789/0001-00'])
      expect(isTaxId(id)).toBe(true);
    for (const id of ['n/a', 'ask accounting', '-12', `1${'2'.repeat(40)}`])
      expect(isTaxId(id)).toBe(false);
  });

  it('names each field that must be fixed', () => {
    expect(
      companyDetailsProblems({
        legal_name: ' ',
        other_names: ['ok', ''],
        addresses: [{ label: '', address: 'x' }],
        tax_id: 'unknown',
      }).map((problem) => problem.path.join('.')),
    ).toEqual(['legal_name', 'other_names.1', 'addresses.0.label', 'tax_id']);
    expect(companyDetailsProblems(normalizeCompanyDetails(details))).toEqual([]);
  });

  it('lists every name the organisation is invoiced as, the sign-up name last, once each', () => {
    expect(companyNames(normalizeCompanyDetails(details), 'Acme Corp')).toEqual([
      'Acme Holdings, Inc.',
      'Acme',
      'The Acme Store',
    ]);
    expect(companyNames(null, 'Acme Corp')).toEqual(['Acme Corp']);
  });
});
