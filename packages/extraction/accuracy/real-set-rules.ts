/**
 * The comparison rules of the real set's reference scorer (`real-invoices/score.mjs`), restated
 * here so the package's figures match it: same fields, same aliases, same tolerance per field.
 * If the scorer changes, change this file with it.
 */
import type { ExtractedInvoice } from '@ap/domain/contract';

export const HEADER_FIELDS = [
  'vendor',
  'invoice_number',
  'issue_date',
  'currency',
  'total',
] as const;
export const FIELDS = [...HEADER_FIELDS, 'due_date', 'tax', 'line_items'] as const;
export type RealField = (typeof FIELDS)[number];

const ALIASES: Record<RealField, string[]> = {
  vendor: ['vendor.name', 'vendor_name', 'vendor', 'supplier.name', 'seller.name'],
  invoice_number: ['invoice_number', 'invoice_no', 'number'],
  issue_date: ['issue_date', 'invoice_date', 'date'],
  due_date: ['due_date'],
  currency: ['currency', 'currency_code'],
  total: ['total', 'total_amount', 'amount'],
  tax: ['tax', 'tax_amount', 'total_tax'],
  line_items: ['line_items', 'items', 'lines'],
};

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const isField = (v: unknown): v is { value: unknown; confidence?: unknown } =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v) && 'value' in (v as object);

/** The value and confidence of the first alias path that holds something (score.mjs `pick`). */
function pick(obj: unknown, paths: string[]): [unknown, number | null] {
  for (const path of paths)
    for (const variant of new Set([path, camel(path)])) {
      let value: unknown = obj;
      let confidence: number | null = null;
      for (const part of variant.split('.')) {
        if (isField(value)) value = value.value;
        value = value == null ? undefined : (value as Record<string, unknown>)[part];
      }
      if (isField(value)) {
        confidence = typeof value.confidence === 'number' ? value.confidence : null;
        value = value.value;
      }
      if (value && typeof value === 'object' && !Array.isArray(value)) continue;
      if (value !== undefined && value !== null && value !== '') return [value, confidence];
    }
  return [undefined, null];
}

const fold = (s: unknown) =>
  String(s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const alnum = (s: unknown) => fold(s).replace(/[^\p{L}\p{N}]/gu, '');
const LEGAL =
  /[\s,.]+(s\.?\s?a\.?\s?r\.?\s?l\.?|s\.?\s?l\.?\s?[up]\.?|s\.?\s?a\.?\s?u\.?|s\.?\s?[la]\.?|s\.?\s?p\.?\s?a\.?|gmbh(\s*&\s*co\.?\s*kg)?|ag|kg|e\.?\s?k\.?|ltd\.?|limited|llc|l\.?\s?p\.?|inc\.?|b\.?\s?v\.?|n\.?\s?v\.?|pvt\.?|private|plc|corp\.?|co\.?|sas|sarl|oy|ab|as|aps)\s*$/;
function vendorKey(s: unknown): string {
  let t = fold(s).trim();
  for (let i = 0; i < 4; i++) {
    const u = t.replace(LEGAL, '').trim();
    if (u === t || !u) break;
    t = u;
  }
  return t.replace(/[^\p{L}\p{N}]/gu, '');
}
function num(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return Number.NaN;
  let s = v.replace(/[^0-9.,-]/g, '');
  if (/,\d{1,2}$/.test(s)) s = s.replace(/\./g, '').replace(',', '.');
  else s = s.replace(/,/g, '');
  return s === '' ? Number.NaN : Number(s);
}
const isoDate = (v: unknown) => String(v ?? '').match(/^\s*(\d{4}-\d{2}-\d{2})/)?.[1] ?? null;
const stripZeros = (s: string) => s.replace(/^0+(?=.)/, '');

const CHECK: Record<RealField, (want: unknown, got: unknown) => boolean> = {
  vendor: (e, g) => {
    const a = vendorKey(e);
    const b = vendorKey(g);
    return b.length >= 3 && (b.includes(a.slice(0, 8)) || a.includes(b.slice(0, 8)));
  },
  invoice_number: (e, g) => {
    const a = alnum(e);
    const b = alnum(g);
    return b !== '' && (a === b || stripZeros(a) === stripZeros(b));
  },
  issue_date: (e, g) => isoDate(g) === e,
  due_date: (e, g) => isoDate(g) === e,
  currency: (e, g) => String(g).trim().toUpperCase() === e,
  total: (e, g) => Math.abs(num(g) - (e as number)) < 0.005,
  tax: (e, g) => Math.abs(num(g) - (e as number)) < 0.005,
  line_items: (e, g) => (Array.isArray(g) ? g.length : Number(g)) === e,
};

/** What the scorer reads for one field of an invoice, and whether it counts as right. */
export function scoreField(
  field: RealField,
  want: unknown,
  invoice: ExtractedInvoice | undefined,
): { got: unknown; confidence: number | null; right: boolean } {
  const [got, confidence] = invoice ? pick(invoice, ALIASES[field]) : [undefined, null];
  return { got, confidence, right: got !== undefined && CHECK[field](want, got) };
}
