/**
 * Splits an instruction into the clauses of its actions. 'then', 'also', ';' and a full stop
 * always separate; 'and' and a comma separate only where the piece after them is an action of
 * its own ('ask for the W-9 and the tax ID' stays one clause). What follows a reply cue is the
 * message, never split ('let them know we pay Friday and thanks').
 */
const STRONG =
  /(\s*;\s*|(?<=[a-z]{3})\.\s+(?=[a-z])|,?\s+(?:and then|then|and also|also|after that|plus)\s+)/i;
const WEAK = /(,\s*(?:and\s+)?|\s+and\s+)/i;

/** How a piece reads alone: the action it is surely, or whether it is near one. */
export type PieceReading = { action: string | null; near: boolean };

export const splitClauses = (
  text: string,
  readPiece: (piece: string) => PieceReading,
  messageStart: (text: string) => number,
): string[] => {
  const trimmed = text.trim();
  const cue = messageStart(trimmed);
  const head =
    cue > 0
      ? trimmed.slice(0, cue).replace(/[\s,;]*(?:and|then|and then)?\s*$/i, '')
      : cue === 0
        ? ''
        : trimmed;
  const tail = cue >= 0 ? [trimmed.slice(cue)] : [];
  const pieces = head
    .split(STRONG)
    .filter((_, i) => i % 2 === 0)
    .flatMap((strong) => joinWeak(strong, readPiece));
  return [...pieces, ...tail].map((piece) => piece.trim()).filter((piece) => /\w/.test(piece));
};

/**
 * Splits at 'and' and commas, then glues back what is no action of its own: words that are
 * near no action ('please', 'thanks') and a second piece of the same action ('the W-9 and
 * the tax ID'). A piece near an action but not sure stays apart, so it is asked back.
 */
const joinWeak = (text: string, readPiece: (piece: string) => PieceReading): string[] => {
  const parts = text.split(WEAK);
  const clauses: { text: string; reading: PieceReading }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const piece = parts[i] ?? '';
    const separator = parts[i - 1] ?? '';
    const reading = readPiece(piece);
    const last = clauses.at(-1);
    const standsApart = reading.action !== null || reading.near;
    const lastIsFiller = last !== undefined && last.reading.action === null && !last.reading.near;
    if (last && (!standsApart || lastIsFiller || last.reading.action === reading.action)) {
      last.text += separator + piece;
      if (lastIsFiller) last.reading = reading;
    } else clauses.push({ text: piece, reading });
  }
  return clauses.map((clause) => clause.text);
};
