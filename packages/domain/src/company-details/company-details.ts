import { organizationNameKey } from '../invoice-checks/organization-name-key';

/** One of the company's addresses: what it is for (Billing, Headquarters, ...) and its lines. */
export interface CompanyAddress {
  label: string;
  address: string;
}

/**
 * Beyond SPEC §2 (where Edit Company Details is "Under construction"): who the organisation
 * is on paper. The legal name and the other names it is invoiced as decide 'Addressed to Us'
 * and keep the extraction from reading the organisation itself as an invoice's vendor.
 */
export interface CompanyDetails {
  legal_name: string;
  /** Trade names, former names, abbreviations vendors put on a bill-to line. */
  other_names: string[];
  addresses: CompanyAddress[];
  /** EIN, VAT or other registration number; null when not given. */
  tax_id: string | null;
}

export const COMPANY_DETAILS_LIMITS = {
  name: 200,
  otherNames: 20,
  addresses: 10,
  addressLabel: 60,
  address: 500,
  taxId: 40,
} as const;

/** Suggested address labels (any label can be typed). */
export const COMPANY_ADDRESS_LABELS = ['Billing', 'Headquarters', 'Shipping', 'Remit-to'] as const;

// Letters, digits and the separators registration numbers use, with at least two digits:
// 12-3456789 (EIN), GB123456789 (VAT), DE 123 456 789, 123.456.789/0001-00.
const TAX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/;

export const COMPANY_DETAILS_MESSAGES = {
  legalNameRequired: 'Enter the company’s legal name.',
  nameBlank: 'A name cannot be blank.',
  addressLabelRequired: 'Name the address (for example Billing).',
  addressRequired: 'Enter the address or remove it.',
  taxId: 'Enter a tax ID such as 12-3456789 (EIN) or GB123456789 (VAT number).',
  tooManyOtherNames: `At most ${COMPANY_DETAILS_LIMITS.otherNames} other names.`,
  tooManyAddresses: `At most ${COMPANY_DETAILS_LIMITS.addresses} addresses.`,
  saved: 'Company details have been updated successfully.',
  failed: 'Failed to save company details. Please try again.',
} as const;

export const isTaxId = (value: string): boolean => {
  const text = value.trim();
  return (
    text.length <= COMPANY_DETAILS_LIMITS.taxId &&
    TAX_ID_PATTERN.test(text) &&
    (text.match(/\d/g)?.length ?? 0) >= 2
  );
};

/** The details an organisation that has saved nothing starts from: its name at sign-up. */
export const defaultCompanyDetails = (organizationName: string): CompanyDetails => ({
  legal_name: organizationName,
  other_names: [],
  addresses: [],
  tax_id: null,
});

const collapse = (text: string) => text.replace(/[^\S\n]+/g, ' ').trim();

/**
 * Trimmed, blank other names and those that repeat the legal name or each other (ignoring
 * case) dropped, an empty tax id read as none, address lines trimmed.
 */
export const normalizeCompanyDetails = (details: CompanyDetails): CompanyDetails => {
  const legal = collapse(details.legal_name);
  const seen = new Set([legal.toLowerCase()]);
  const otherNames = details.other_names.map(collapse).filter((name) => {
    const key = name.toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const taxId = collapse(details.tax_id ?? '');
  return {
    legal_name: legal,
    other_names: otherNames,
    addresses: details.addresses.map((entry) => ({
      label: collapse(entry.label),
      address: entry.address.split('\n').map(collapse).filter(Boolean).join('\n'),
    })),
    tax_id: taxId === '' ? null : taxId,
  };
};

export const sameCompanyDetails = (a: CompanyDetails, b: CompanyDetails): boolean =>
  JSON.stringify(normalizeCompanyDetails(a)) === JSON.stringify(normalizeCompanyDetails(b));

/** A problem with the details, at the field it belongs to (as a 400's issue path names it). */
export interface CompanyDetailsProblem {
  path: (string | number)[];
  message: string;
}

/** What must be fixed before the details can be saved (the server answers these with 400). */
export const companyDetailsProblems = (details: CompanyDetails): CompanyDetailsProblem[] => {
  const problems: CompanyDetailsProblem[] = [];
  const L = COMPANY_DETAILS_LIMITS;
  const M = COMPANY_DETAILS_MESSAGES;
  const tooLong = (max: number) => `Must be at most ${max} characters.`;
  if (details.legal_name.trim() === '')
    problems.push({ path: ['legal_name'], message: M.legalNameRequired });
  else if (details.legal_name.trim().length > L.name)
    problems.push({ path: ['legal_name'], message: tooLong(L.name) });
  if (details.other_names.length > L.otherNames)
    problems.push({ path: ['other_names'], message: M.tooManyOtherNames });
  details.other_names.forEach((name, index) => {
    if (name.trim() === '') problems.push({ path: ['other_names', index], message: M.nameBlank });
    else if (name.trim().length > L.name)
      problems.push({ path: ['other_names', index], message: tooLong(L.name) });
  });
  if (details.addresses.length > L.addresses)
    problems.push({ path: ['addresses'], message: M.tooManyAddresses });
  details.addresses.forEach((entry, index) => {
    if (entry.label.trim() === '')
      problems.push({ path: ['addresses', index, 'label'], message: M.addressLabelRequired });
    else if (entry.label.trim().length > L.addressLabel)
      problems.push({ path: ['addresses', index, 'label'], message: tooLong(L.addressLabel) });
    if (entry.address.trim() === '')
      problems.push({ path: ['addresses', index, 'address'], message: M.addressRequired });
    else if (entry.address.trim().length > L.address)
      problems.push({ path: ['addresses', index, 'address'], message: tooLong(L.address) });
  });
  if (details.tax_id !== null && details.tax_id.trim() !== '' && !isTaxId(details.tax_id))
    problems.push({ path: ['tax_id'], message: M.taxId });
  return problems;
};

/** The message of the first problem at `path`, if any (for a field's error). */
export const companyDetailsProblemAt = (
  problems: readonly CompanyDetailsProblem[],
  path: readonly (string | number)[],
): string | undefined =>
  problems.find(
    (problem) =>
      problem.path.length === path.length && problem.path.every((part, i) => part === path[i]),
  )?.message;

/**
 * Every name the organisation is invoiced as: the legal name, the other names and the name it
 * signed up with, once each (by organizationNameKey). 'Addressed to Us' accepts any of them;
 * the extraction never takes one of them for the vendor.
 */
export const companyNames = (
  details: CompanyDetails | null,
  organizationName: string,
): string[] => {
  const all = [...(details ? [details.legal_name, ...details.other_names] : []), organizationName];
  const seen = new Set<string>();
  return all.filter((name) => {
    const key = organizationNameKey(name);
    if (key === null || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
