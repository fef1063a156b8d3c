/**
 * A title as it reads: letters printed spaced out for show ("A N G E B O T", "I N V O I C E")
 * joined into their word, so a spaced title is matched like any other.
 */
export function titleText(cell: string): string {
  return cell
    .trim()
    .replace(/(?<![\p{L}\d])\p{L}(?: \p{L}){3,}(?![\p{L}\d])/gu, (letters) =>
      letters.replaceAll(' ', ''),
    );
}
