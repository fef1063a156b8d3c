/**
 * The words a clerk wants passed to the vendor: a quoted text when there is one, else what
 * follows the reply cue ('let them know …', 'tell the vendor that …', 'reply: …').
 */
const REPLY_CUE =
  /\b(?:let (?:them|the vendor|the supplier|\w+) know|tell (?:them|the vendor|the supplier|\w+)|reply(?: to (?:them|the vendor|the supplier))?(?: with)?|respond(?: to (?:them|the vendor|the supplier))?(?: with)?|write back(?: to (?:them|the vendor|the supplier))?|inform (?:them|the vendor|the supplier)|notify (?:them|the vendor|the supplier)|message (?:them|the vendor|the supplier)|get back to (?:them|the vendor|the supplier)|answer (?:them|the vendor|the supplier)(?: with)?|say)\b/i;

const QUOTED = /["“]([^"”]{2,})["”]|'([^']{6,})'/;

/** Where the reply cue starts in a text, or -1 (everything from there on is the message). */
export const replyCueAt = (text: string): number => REPLY_CUE.exec(text)?.index ?? -1;

export const findMessage = (text: string): string | null => {
  const quoted = QUOTED.exec(text);
  if (quoted) return (quoted[1] ?? quoted[2] ?? '').trim() || null;
  const cue = REPLY_CUE.exec(text);
  if (!cue) return null;
  const message = text
    .slice(cue.index + cue[0].length)
    .replace(/^\s*(?:that|:|,|-|—)\s*/i, '')
    .replace(/\s*,?\s*(?:please|thanks|thank you)\s*[.!]*$/i, '')
    .trim();
  if (message.split(/\s+/).length < 2) return null;
  return message;
};
