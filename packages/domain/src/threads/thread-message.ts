/**
 * SPEC §5: a thread message is sent only if it is non-empty after trimming. Returns the text
 * to send, or null when there is nothing to send.
 */
export function toThreadMessage(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
