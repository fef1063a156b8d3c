import { wordsFor } from '../vocabulary';
import { EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN } from './blocks';
import { DOCUMENT_TITLES } from './labels';

/** Legal forms that end (or start) company names, in the languages read; any case. */
export const LEGAL_SUFFIX =
  /(?<![\p{L}])(?:inc|llc|l\.l\.c|ltd|limited|corp|corporation|co\.|company|gmbh|ag|kg|ohg|ug|e\.k|eg|e\.v|sarl|s\.a\.r\.l|sas|s\.a\.s|eurl|b\.v|bv|n\.v|nv|s\.l|s\.l\.u|s\.a|srl|s\.r\.l|s\.p\.a|spa|plc|llp|pty|gbr|a\.s|a\.ş|s\.r\.o|spol|sp\.\s*z\s*o\.\s*o|spółka|şti|ltda|lda|s\.c|c\.a|oü|uab|sia|aps|a\/s|asa|kft|zrt|d\.o\.o|pvt|cooperativa|genossenschaft)(?:\.|(?![\p{L}]))/iu;
// Short forms that are words in lower case count only in capitals at the end ("Rygg AS").
const CAPITAL_SUFFIX = /\s(?:AS|AB|SA|OY|NV|BV|AG|KG|CO|OU)\.?$/u;
// Japanese, Chinese and Thai company forms ("有限会社", "有限公司", "บริษัท ... จำกัด").
const HAN_LEGAL = /株式会社|有限会社|合同会社|有限公司|公司|บริษัท|จำกัด/u;
// Forms that are words of a sentence elsewhere count only where a name puts them: before it
// (Russian "ООО «…»", Ukrainian "ТОВ", Indonesian "PT", Vietnamese "Công ty") or after it
// (a Gulf "Est." or "W.L.L.", a free-zone "FZE", Finnish "Oy", Indonesian "Tbk").
const FORM_BEFORE = /^(?:ооо|оао|зао|пао|ао|ип|тов|пп|фоп|пат|pt|cv|công\s*ty)\s/iu;
const FORM_AFTER = /\s(?:est\.|establishment|w\.?l\.?l\.?|fze|fzco|fz-?llc|oyj?|tbk\.?)$/iu;

export function hasLegalForm(name: string): boolean {
  const trimmed = name.trim();
  return (
    LEGAL_SUFFIX.test(name) ||
    CAPITAL_SUFFIX.test(trimmed) ||
    HAN_LEGAL.test(name) ||
    FORM_BEFORE.test(trimmed) ||
    FORM_AFTER.test(trimmed)
  );
}

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

// Street words and post boxes: a line of an address, not a name.
const ADDRESS_WORD =
  /(?<!\p{L})(?:stra(?:ß|ss)e|str\.|street|road|rd\.|avenue|ave\.|boulevard|blvd|postbus|postfach|p\.?\s*o\.?\s*box|case\s*postale|cedex|viale|rue|calle|avenida|rua|ul\.|mahallesi|sokak|caddesi|no:|floor|plot|sector|industrial\s*(?:area|estate)|nagar|marg|suite)(?!\p{L})/iu;
// A customer addressed by name ("Herrn", "Monsieur", "御中"): the recipient, never the issuer.
export const ADDRESSEE = new RegExp(
  `^${wordsFor('addressee').source}(?:\\s|$)|${wordsFor('addresseeAfter').source}\\s*$`,
  'iu',
);

const ADDRESSEE_BEFORE = new RegExp(`^${wordsFor('addressee').source}(?:\\s+|$)`, 'iu');
const ADDRESSEE_AFTER = new RegExp(`\\s*${wordsFor('addresseeAfter').source}$`, 'u');

/** A name without the form of address before or after it ("Herrn Max Weber", "山田様"). */
export const withoutAddressee = (text: string): string =>
  text.trim().replace(ADDRESSEE_AFTER, '').replace(ADDRESSEE_BEFORE, '').trim();

// "Thank you for saving lives", "Merci de votre confiance": a courtesy line, not a company.
// "Contact us", "Call us", "Kontakt": a call to the reader heads a block, it is no party.
const COURTESY = new RegExp(`^${wordsFor('courtesy').source}\\b`, 'iu');
// "Dear Mr Smith,", "Hola Jordi:": a salutation opens the letter, it names no party ("Hello
// Print Ltd", with its legal form, is a company).
const GREETING = new RegExp(`^${wordsFor('greeting').source}(?=[\\s,:!]|$)`, 'iu');
// One word that heads a section or a column ("Payment", "Details") names no party.
const SECTION_WORD = new RegExp(`^${wordsFor('sectionWords').source}[\\s:]*$`, 'iu');

/** Could this text be a person's or company's name (not a title, slogan or address)? */
export function looksLikeName(text: string): boolean {
  const value = text.trim();
  if (value.length < 2 || value.length > 70) return false;
  // "LIMITED" alone is the end of a name wrapped onto a second line.
  if (normalizeName(value).length < 2) return false;
  // Two letters are an OCR speck more often than a company ("aN", "WW"), unless a legal form follows.
  if ((value.match(/\p{L}/gu)?.length ?? 0) < 3 && !hasLegalForm(value)) return false;
  if (
    !/\p{L}{2}/u.test(value) ||
    EMAIL_PATTERN.test(value) ||
    URL_PATTERN.test(value) ||
    PHONE_PATTERN.test(value)
  )
    return false;
  if (
    DOCUMENT_TITLES.test(value) ||
    COURTESY.test(value) ||
    (GREETING.test(value) && !hasLegalForm(value)) ||
    SECTION_WORD.test(value)
  )
    return false;
  if (/^\(.*\)$/.test(value) || ADDRESS_WORD.test(value)) return false;
  // A slogan or a sentence: many words, or ending like one.
  const words = value.split(/\s+/).length;
  if (
    !hasLegalForm(value) &&
    (words > 7 || /[!?]$/.test(value) || (words >= 4 && /\.$/.test(value)))
  )
    return false;
  const digits = value.match(/\d/g)?.length ?? 0;
  return digits <= 2;
}

/**
 * A party's name where its line goes on with its details ("АО «Волга», ИНН 6312345678, г. Самара",
 * "Acme Sp. z o.o., ul. Polna 5"): the text before the first comma that details with figures
 * follow, when it is a company's name with its legal form. A name printed after a label of its
 * own under the party's heading ("Nome/Razão Social: TECNOSUL LTDA" under "Prestador de
 * serviços") is the name alone. Else the text as it is.
 */
export function nameBeforeDetails(printed: string): string {
  const labelled = /^\p{L}[\p{L}\s/.'’-]{0,40}:\s*(\S.*)$/u.exec(printed.trim())?.[1];
  const text = labelled && looksLikeName(labelled) ? labelled : printed;
  const comma = text.search(/,\s(?=[^,]*\d)/u);
  if (comma < 0) return text;
  const name = text.slice(0, comma).trim();
  return hasLegalForm(name) && looksLikeName(name) ? name : text;
}
