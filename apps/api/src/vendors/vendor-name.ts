const COMPANY_SUFFIXES =
  /\b(inc|incorporated|llc|ltd|limited|corp|corporation|co|company|gmbh|sarl|sas|bv|plc|ag|sa)\b/g;

/** `Northwind Traders, Inc.` and `northwind traders` are the same vendor. */
export const normaliseVendorName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(COMPANY_SUFFIXES, ' ')
    .replace(/\s+/g, '')
    .trim();
