/** Why a clerk holds a payment: what follows 'because', 'since', 'until', 'due to', a colon or a dash. */
const REASON =
  /(?:\b(?:because(?: of)?|since|until|due to|as|pending|reason:?)\s+|\s[-—:]\s*)(.+)$/i;

export const findReason = (text: string): string | null => {
  const match = REASON.exec(text);
  const reason = match?.[0]
    .replace(/^\s*[-—:]\s*/, '')
    .replace(/[.!]+$/, '')
    .trim();
  return reason && reason.length >= 3 ? reason : null;
};
