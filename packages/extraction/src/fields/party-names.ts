import { EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN } from './blocks';
import { DOCUMENT_TITLES } from './labels';

export const LEGAL_SUFFIX =
  /(?<![\p{L}])(?:inc|llc|l\.l\.c|ltd|limited|corp|corporation|co\.|company|gmbh|ag|kg|ohg|ug|e\.k|sarl|s\.a\.r\.l|sas|s\.a\.s|b\.v|bv|n\.v|nv|s\.l|s\.a|srl|s\.r\.l|s\.p\.a|spa|plc|llp|pty|gbr)(?:\.|(?![\p{L}]))/iu;

export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(LEGAL_SUFFIX, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function isOrganization(name: string, organizationNames: string[]): boolean {
  const normalized = normalizeName(name);
  return organizationNames.some((org) => {
    const other = normalizeName(org);
    return other !== '' && (normalized === other || normalized.includes(other));
  });
}

/** Could this text be a person's or company's name? */
export function looksLikeName(text: string): boolean {
  const value = text.trim();
  if (value.length < 2 || value.length > 70) return false;
  if (
    !/\p{L}{2}/u.test(value) ||
    EMAIL_PATTERN.test(value) ||
    URL_PATTERN.test(value) ||
    PHONE_PATTERN.test(value)
  )
    return false;
  if (DOCUMENT_TITLES.test(value)) return false;
  const digits = value.match(/\d/g)?.length ?? 0;
  return digits <= 2;
}
