import { LineItemSaveSchema } from '@ap/domain/contract';
import { findDate } from './dates';

/** The invoice fields an instruction may change, and the line coding it may set. */
export type FieldChange = {
  field: 'due_date' | 'payment_terms' | 'requisitioner' | 'line_coding';
  value: string;
  /** line_coding: the line (1-based; 0 = every line) and the coding field. */
  line?: number;
  coding?: string;
};

/** How each field is named (regular-expression alternatives, tried in order). */
const FIELD_WORDS: readonly [FieldChange['field'], RegExp][] = [
  ['due_date', /\b(?:due[- ]date|deadline|due)\b/i],
  ['payment_terms', /\b(?:payment terms|terms|net ?\d{1,3}|due on receipt)\b/i],
  ['requisitioner', /\b(?:requisitioner|requester|requestor|requested by|ordered by)\b/i],
  [
    'line_coding',
    /\b(?:line|lines|items?|gl|account|class|cod(?:e|ing)|category|department|location|cost cent(?:er|re)|budget code)\b/i,
  ],
];

/**
 * Coding fields of a line as people name them: the line save's own fields, or a key of its
 * other coding dimensions. Only those the line save knows are used.
 */
const CODING_WORDS: readonly [string, RegExp][] = [
  ['quickbooks_class', /\b(?:gl )?class\b/i],
  ['quickbooks_department', /\b(?:department|location)\b/i],
  ['cost_center', /\bcost cent(?:er|re)\b/i],
  ['budget_code', /\bbudget code\b/i],
  ['quickbooks_account', /\b(?:gl|account|expense account|category|cod(?:e|ed|ing))\b/i],
];
const saveShape = new Set(Object.keys(LineItemSaveSchema.shape));
const savedCoding = (key: string) =>
  saveShape.has(key) || (saveShape.has('coding_dimensions') && !key.startsWith('quickbooks_'));

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };
const NUMBERS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
};

/** Words after the last 'to', 'as', 'under', 'into', 'is' or 'should be' following `from`. */
const valueAfter = (text: string, from: number): string | null => {
  const rest = text.slice(from);
  const connectors = [...rest.matchAll(/\b(?:to|as|under|into|is|should be|be)\s+/gi)];
  const last = connectors.at(-1);
  if (!last || last.index === undefined) return null;
  return tidy(rest.slice(last.index + last[0].length));
};

const tidy = (value: string) =>
  value
    .replace(/[.!?]+$/, '')
    .replace(/\s*,?\s*(?:please|thanks|thank you|pls|plz)\s*$/i, '')
    .replace(/^(?:the|a)\s+/i, '')
    .trim() || null;

const lineOf = (text: string): number | undefined => {
  const numbered = /\bline(?: item)?\s*(?:#|no\.?\s*)?(\d{1,3})\b/i.exec(text);
  if (numbered) return Number(numbered[1]);
  const ordinal = /\b(first|second|third|fourth|fifth|last) (?:line|item)\b/i.exec(text);
  if (ordinal)
    return ordinal[1]?.toLowerCase() === 'last' ? -1 : ORDINALS[ordinal[1]?.toLowerCase() ?? ''];
  if (
    /\b(?:all|every|each)(?: the| of the)? (?:lines|line|items|item)\b|\beverything\b/i.test(text)
  )
    return 0;
  return undefined;
};

const dueDateValue = (text: string, at: number, today: Date): string | null => {
  const after = text.slice(at);
  const by = /\bby (\d{1,3}|a|one|two|three|four|five|ten) (day|week)s?\b/i.exec(after);
  if (by) {
    const n = Number(by[1]) || NUMBERS[by[1]?.toLowerCase() ?? ''] || 0;
    return `+${n * (by[2]?.toLowerCase() === 'week' ? 7 : 1)} days`;
  }
  return findDate(after, today)?.phrase ?? null;
};

/** The field change an instruction names, with its new value, or null. */
export const findFieldChange = (text: string, today: Date): FieldChange | null => {
  for (const [field, pattern] of FIELD_WORDS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const at = match.index + match[0].length;
    if (field === 'due_date') {
      const value = dueDateValue(text, at, today);
      if (value) return { field, value };
    } else if (field === 'payment_terms') {
      const terms = /\b(?:\d{1,2}\/\d{1,2},? )?net ?\d{1,3}\b|\bdue on receipt\b/i.exec(text);
      const value = terms ? terms[0] : valueAfter(text, at);
      if (value) return { field, value };
    } else if (field === 'requisitioner') {
      const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text);
      const value = email
        ? email[0]
        : /by\s*$/i.test(match[0])
          ? tidy(text.slice(at))
          : valueAfter(text, at);
      if (value) return { field, value };
    } else {
      const line = lineOf(text);
      const coding = CODING_WORDS.find(([key, words]) => savedCoding(key) && words.test(text))?.[0];
      const value = valueAfter(text, match.index)?.replace(
        /\s+(?:gl class|class|gl account|account)$/i,
        '',
      );
      if (line !== undefined && value)
        return { field, value, line, coding: coding ?? 'quickbooks_account' };
    }
  }
  return null;
};
