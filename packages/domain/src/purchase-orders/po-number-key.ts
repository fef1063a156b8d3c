// A 'PO' / 'P.O.' / 'Purchase Order' word with an optional 'no' / 'number' after it, in front
// of digits: 'PO-0042', 'P.O. No. 42' and '#42' all name purchase order 42.
const PREFIX = /^(?:PURCHASEORDER|PO)?(?:NUMBER|NO)?(?=\d)/;

/**
 * A purchase order number as matching compares it: upper case, letters and digits only, a
 * 'PO' prefix dropped when digits follow, leading zeros dropped. Null when nothing is left.
 */
export const poNumberKey = (number: string | null | undefined): string | null => {
  const compact = (number ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const key = compact.replace(PREFIX, '').replace(/^0+(?=.)/, '');
  return key === '' ? null : key;
};
