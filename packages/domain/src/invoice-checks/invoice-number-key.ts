// An 'invoice' / 'inv' word with an optional 'no' / 'num' / 'number' / 'nbr' after it, in
// front of digits: 'INV-0042', 'Invoice No. 42' and '#42' all name invoice 42.
const PREFIX = /^(?:INVOICE|INV)?(?:NUMBER|NBR|NUM|NO)?(?=\d)/;

/**
 * The invoice number as uniqueness compares it: upper case, only letters and digits (spaces,
 * dashes, dots, slashes, '#' dropped), an 'INV' / 'Invoice No.' prefix dropped when digits
 * follow, and leading zeros dropped. Null when nothing is left.
 * 'inv-00042', 'INV 42', '#42' and '42' give '42'; 'CL-2026-044' gives 'CL2026044'.
 */
export const invoiceNumberKey = (number: string | null | undefined): string | null => {
  const compact = (number ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const unprefixed = compact.replace(PREFIX, '');
  const key = unprefixed.replace(/^0+(?=.)/, '');
  return key === '' ? null : key;
};
