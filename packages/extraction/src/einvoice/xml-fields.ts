import type { FieldSource } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import { formatDecimal } from '../fields/amount';

/** A value read from a structured e-invoice: exact, so nearly certain. */
export const STRUCTURED_CONFIDENCE = 0.99;

export type XmlNode = Record<string, unknown>;

/** Follows a path of element names; a repeated element gives its first occurrence. */
export function at(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const key of path) {
    if (Array.isArray(current)) current = current[0];
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as XmlNode)[key];
  }
  return Array.isArray(current) ? current[0] : current;
}

export function all(node: unknown, key: string): unknown[] {
  if (node === null || typeof node !== 'object') return [];
  const value = (node as XmlNode)[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The text of an element (attributes are kept under '@_'). */
export function textOf(node: unknown): string | null {
  if (node === undefined || node === null) return null;
  if (typeof node === 'string' || typeof node === 'number') return String(node).trim() || null;
  const text = (node as XmlNode)['#text'];
  return text === undefined ? null : String(text).trim() || null;
}

/** A field whose source is the element's text in the XML. */
export function xmlField(
  xml: string,
  tag: string,
  value: string | null,
  shown: string | null = value,
) {
  if (value === null || value === '') return null;
  return { value, confidence: STRUCTURED_CONFIDENCE, source: xmlSource(xml, tag, shown ?? value) };
}

function xmlSource(xml: string, tag: string, value: string): FieldSource {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`<(?:[\\w-]+:)?${tag}\\b[^>]*>\\s*(${escaped})`).exec(xml);
  if (!match || match.index === undefined) return { text: value };
  const start = match.index + match[0].length - (match[1]?.length ?? 0);
  return { text: value, span: [start, start + value.length] };
}

export function decimalText(value: string | null): string | null {
  if (value === null || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  return formatDecimal(new Decimal(value));
}

/** CII dates are YYYYMMDD (format 102). */
export function ciiDate(value: string | null): string | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})$/.exec(value) : null;
  return match
    ? `${match[1]}-${match[2]}-${match[3]}`
    : value && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value
      : null;
}

export function joinAddress(parts: (string | null)[]): string | null {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length ? present.join(', ') : null;
}
