import { readEmail } from '../email/read-email';
import { readHtml } from '../readers/html-reader';
import { stripQuoted } from './vendor-details';

export type ApprovalDecision = 'approved' | 'rejected';

/** 'From: … / Sent: …' (Outlook's quoted header) or a signature marker ends what was written. */
const QUOTE_HEADER = /^\s*(?:From|Sent|De|Von|Envoyé|Gesendet)\s*:\s/i;
const SIGNATURE = /^--\s*$/;

/** What the person wrote in this message: quoted history, forwarded parts and signature cut. */
export const ownWords = (text: string): string => {
  const kept: string[] = [];
  for (const line of stripQuoted(text).split('\n')) {
    if (QUOTE_HEADER.test(line) || SIGNATURE.test(line)) break;
    kept.push(line);
  }
  return kept.join('\n').trim();
};

const NO = [
  String.raw`\b(?:do\s+not|don'?t|can(?:not|'?t)|won'?t|not)\s+(?:be\s+)?(?:approve[ds]?|approving|pay|ok)\b`,
  String.raw`\bnot\s+approved\b`,
  String.raw`\b(?:reject(?:ed|ing|s)?|declin(?:e|ed|ing)|den(?:y|ied)|disapprov(?:e|ed|ing))\b`,
  String.raw`\bhold\s+(?:off|on)\b`,
  String.raw`^\s*no\b`,
];
const YES = [
  String.raw`\b(?:approve[ds]?|approving)\b`,
  String.raw`\blgtm\b`,
  String.raw`\blooks?\s+good\b`,
  String.raw`\b(?:ok(?:ay)?|fine|good)\s+to\s+pay\b`,
  String.raw`\b(?:go\s+ahead|please\s+pay|pay\s+it)\b`,
  String.raw`^\s*(?:yes|yep|yeah|ok(?:ay)?|confirmed?|sure)\b`,
  '^\\s*\u{1F44D}',
];
const matches = (patterns: readonly string[], text: string) =>
  patterns.some((pattern) => new RegExp(pattern, 'imu').test(text));

/**
 * An approver's answer to an approval request, read from what they wrote themselves (the
 * quoted request and any forwarded text are cut, so a quoted 'Approved' decides nothing).
 * A refusal wins over an approval ('not approved', 'approved? no: reject'); neither → undefined.
 * The text is data: it can only say yes or no to the one step its sender is asked about.
 */
export const readApprovalDecision = (text: string): ApprovalDecision | undefined => {
  const own = ownWords(text);
  if (!own) return undefined;
  if (matches(NO, own)) return 'rejected';
  if (matches(YES, own)) return 'approved';
  return undefined;
};

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/**
 * The approval decision of a raw e-mail's body (text, or HTML when there is no text). Whether
 * its sender may decide at all is the sender identity's question (@ap/domain/sender).
 */
export async function readApprovalReply(raw: Uint8Array): Promise<ApprovalDecision | undefined> {
  const email = await readEmail(raw);
  const bodies = email.parts.filter((part) => part.role === 'body');
  const text = bodies.find((part) => part.contentType !== 'text/html');
  if (text) return readApprovalDecision(decode(text.bytes));
  const html = bodies[0];
  return html ? readApprovalDecision(readHtml(decode(html.bytes)).text) : undefined;
}
