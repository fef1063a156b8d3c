import { DOMAIN_LABEL_MAX_LENGTH } from '../constants';

export type VendorSubsetEntry =
  | { kind: 'sender'; value: string }
  | { kind: 'domain'; value: string };

// No spaces, exactly one @, and a dot somewhere after it with text on both sides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Letters and digits, hyphens only inside a label.
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export function isSenderAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** Dot-separated labels (at least two), each 1–63 letters, digits or inner hyphens. */
export function isValidDomain(text: string): boolean {
  const labels = text.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH && LABEL.test(label))
  );
}

/**
 * What a typed vendor-subset entry is (SPEC §5): trimmed; an e-mail address is a sender, else a
 * valid domain is a domain, else (empty or anything else) null — silently ignored.
 */
export function classifyVendorSubsetEntry(
  input: string | null | undefined,
): VendorSubsetEntry | null {
  const value = (input ?? '').trim();
  if (value === '') return null;
  if (isSenderAddress(value)) return { kind: 'sender', value };
  if (isValidDomain(value)) return { kind: 'domain', value };
  return null;
}
