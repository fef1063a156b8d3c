import type { ParsedMail } from 'mailparser';
import type { StoredMessage } from './model';

type Term = { key: string; value: string };

const LABEL_TERMS: Record<string, (value: string) => string> = {
  in: (value) => value.toUpperCase(),
  label: (value) => value.toUpperCase(),
};

const UNIT_MS: Record<string, number> = { d: 86_400_000, m: 30 * 86_400_000, y: 365 * 86_400_000 };

/** `newer_than:30d` (d, m or y) as milliseconds; an unreadable one keeps everything. */
const ageMs = (value: string): number => {
  const match = /^(\d+)([dmy])$/.exec(value);
  return match?.[1] && match[2]
    ? Number(match[1]) * (UNIT_MS[match[2]] ?? 0)
    : Number.POSITIVE_INFINITY;
};

/** The part of Gmail's search syntax the product uses: is:, in:, label:, from:, to:, subject:, has:attachment, newer_than:. */
export const parseSearch = (q: string | undefined): Term[] =>
  (q ?? '').split(/\s+/).flatMap((word) => {
    const [key, ...rest] = word.split(':');
    return key && rest.length
      ? [{ key: key.toLowerCase(), value: rest.join(':').toLowerCase() }]
      : [];
  });

export const needsParsing = (terms: Term[]) =>
  terms.some((t) => ['from', 'to', 'subject', 'has'].includes(t.key));

export const matchesSearch = (
  message: StoredMessage,
  terms: Term[],
  parsed?: ParsedMail,
): boolean =>
  terms.every(({ key, value }) => {
    const toLabel = LABEL_TERMS[key];
    if (toLabel) return message.labelIds.includes(toLabel(value));
    if (key === 'is' && value === 'unread') return message.labelIds.includes('UNREAD');
    if (key === 'is' && value === 'read') return !message.labelIds.includes('UNREAD');
    if (key === 'from') return (parsed?.from?.text ?? '').toLowerCase().includes(value);
    if (key === 'to')
      return JSON.stringify(parsed?.to ?? '')
        .toLowerCase()
        .includes(value);
    if (key === 'subject') return (parsed?.subject ?? '').toLowerCase().includes(value);
    if (key === 'has' && value === 'attachment') return (parsed?.attachments.length ?? 0) > 0;
    if (key === 'newer_than') return Number(message.internalDate) >= Date.now() - ageMs(value);
    return true;
  });
