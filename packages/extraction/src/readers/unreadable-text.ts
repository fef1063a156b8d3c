import { groupRunsIntoLines, type TextRun } from '../layout/group-runs';
import { buildLayout, type LineInput, type TextLayout } from '../layout/text-layout';
import { type Box, boxAround, type OcrWord } from '../ocr/ocr-types';
import { type RegionRead, readCropsTogether } from '../ocr/read-region';
import type { PdfContents, PdfPageText } from './pdf-reader';
import type { DrawnArea, PageArea } from './render-scanned-pdf';

/**
 * Text a PDF font gives without a usable character map: the glyphs' numbers passed through as
 * control codes ("\u0015\u000f\u0019" for "2,64"), private-use letters, the replacement
 * character. Billing software that embeds a subset font this way prints every amount so: the
 * page shows them, the text layer does not.
 */
const UNREADABLE = /(?![\t\n\r\f\v])\p{Cc}|[\p{Co}\ufffd]/u;

export const isUnreadable = (text: string): boolean => UNREADABLE.test(text);

// Fonts subset from a TrueType file often keep its glyphs in the standard Macintosh order,
// where glyph n is the ASCII character n + 29 from the space (3) to the digits (19-28) and on.
const MAC_ORDER_OFFSET = 29;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What an unreadable run says, when two readings agree: its codes taken as glyphs in the
 * standard order, and OCR of the page where it is printed. OCR alone misreads a currency sign
 * its model lacks as a digit ("₹237.60" as "3237.60"); the codes alone may be in another
 * order. When the codes' digits are what OCR read (or the end of it), the codes are right;
 * without digits in the codes, OCR's text is taken; otherwise nothing is.
 */
export function agreedText(codes: string, seen: string): string {
  const decoded = [...codes]
    .map((code) => {
      const glyph = code.codePointAt(0) ?? 0;
      return glyph >= 3 && glyph <= 97 ? String.fromCharCode(glyph + MAC_ORDER_OFFSET) : '';
    })
    .join('')
    .trim();
  const digits = digitsOf(decoded);
  if (!digits) return withoutStrayMarks(seen);
  return digitsOf(seen).endsWith(digits) ? decoded : '';
}

// A vowel sign or other mark of a script of its own (Kannada, Thai, ...), as opposed to the
// accents any script shares.
const SCRIPT_MARK = /(?!\p{Script=Inherited})\p{M}/u;

/**
 * Text without marks that cannot belong where they stand: a script's mark at the start of a
 * word or after a Latin letter or a digit ("TOTALಿ", the currency sign of a font without a
 * character map, given as a Kannada vowel sign).
 */
export function withoutStrayMarks(text: string): string {
  let out = '';
  for (const char of text) {
    const before = out.at(-1) ?? ' ';
    if (SCRIPT_MARK.test(char) && /[\s\p{Script=Latin}\p{N}\p{P}\p{S}]/u.test(before)) continue;
    out += char;
  }
  return out;
}

// Rendered vector print is clean: one plain read of a block of stacked crops.
const READ: RegionRead = { enlarge: 1, darkest: 0.01, psm: '6' };
// What the first read and the codes did not agree on is read again this much larger.
const READ_AGAIN: RegionRead = { enlarge: 1.5, darkest: 0.01, psm: '6' };
// A run's box is cut loosely (pdf.js gives the font's size, not the glyphs' ink).
const PAD = 0.3;
// How far past its stated ends, in text heights, a run's print may reach.
const REACH = 4;

/** Whether any page of the PDF holds text that must be read from the page's image. */
export const hasUnreadableText = (pdf: PdfContents): boolean =>
  pdf.pages.some((page) => page.runs.some((run) => isUnreadable(run.text)));

/**
 * The PDF's layout with each unreadable run read again from the drawn page: its box cut out
 * and read by OCR, all of a page's boxes in one engine call. `draw` draws the part of each page
 * asked for (at a close read's resolution); a run OCR finds nothing in is left out.
 */
export async function mendUnreadableText(
  pdf: PdfContents,
  draw: (areas: PageArea[]) => Promise<DrawnArea[]>,
): Promise<TextLayout> {
  const broken = pdf.pages.flatMap((page) => {
    const unreadable = page.runs.filter((run) => isUnreadable(run.text));
    return unreadable.length ? [{ page, unreadable, boxes: boxesOf(page, unreadable) }] : [];
  });
  // Only the part of a page where its unreadable runs are is drawn (a few amounts, seldom a
  // tenth of the page).
  const drawn = await draw(
    broken.map(({ page, boxes }) => ({ page: page.number, area: boxAround(boxes) })),
  );
  const inputs: LineInput[] = [];
  for (const page of pdf.pages) {
    const picture = drawn.find((candidate) => candidate.page === page.number);
    const asked = broken.find((candidate) => candidate.page === page);
    const runs = picture && asked ? await readRunsAgain(page, asked, picture) : page.runs;
    inputs.push(...groupRunsIntoLines(runs, page.number));
  }
  return buildLayout(inputs, pdf.pageCount, true);
}

/** Where each unreadable run's print may be, in points: cut loosely, as far as the runs beside it. */
function boxesOf(page: PdfPageText, unreadable: TextRun[]): Box[] {
  return unreadable.map((run) => {
    // Such a font's widths are unreliable too: the box reaches to the runs beside it.
    const height = run.y1 - run.y0;
    const beside = page.runs.filter(
      (other) =>
        other !== run &&
        !isUnreadable(other.text) &&
        other.y0 < run.y1 - height * 0.3 &&
        other.y1 > run.y0 + height * 0.3,
    );
    const left = Math.max(
      run.x0 - height * REACH,
      ...beside.filter((other) => other.x1 <= run.x0 + height * 0.5).map((other) => other.x1),
    );
    const right = Math.min(
      page.width,
      run.x1 + height * REACH,
      ...beside.filter((other) => other.x0 >= run.x1 - height * 0.5).map((other) => other.x0),
    );
    const pad = height * PAD;
    return { x0: left, y0: run.y0 - pad, x1: right, y1: run.y1 + pad };
  });
}

async function readRunsAgain(
  page: PdfPageText,
  { unreadable, boxes: inPoints }: { unreadable: TextRun[]; boxes: Box[] },
  picture: DrawnArea,
): Promise<TextRun[]> {
  const { scale, origin } = picture;
  const boxes = inPoints.map((box) => ({
    x0: box.x0 * scale - origin.x,
    y0: box.y0 * scale - origin.y,
    x1: box.x1 * scale - origin.x,
    y1: box.y1 * scale - origin.y,
  }));
  const seenIn = (words: OcrWord[] | undefined) =>
    (words ?? [])
      .sort((a, b) => a.x0 - b.x0)
      .map((word) => word.text)
      .join(' ');
  const read = await readCropsTogether(picture.pixels, boxes, ['eng'], READ);
  const texts = unreadable.map((run, index) => agreedText(run.text, seenIn(read[index])));
  // OCR of a few characters turns on a pixel here or there ("₹237.60" read, at a slightly
  // different resolution, as nothing): the runs the two readings did not agree on are read once
  // more, larger.
  const again = texts.flatMap((text, index) => (text ? [] : [index]));
  if (again.length > 0) {
    const reread = await readCropsTogether(
      picture.pixels,
      again.map((index) => boxes[index] as Box),
      ['eng'],
      READ_AGAIN,
    );
    again.forEach((index, at) => {
      texts[index] = agreedText((unreadable[index] as TextRun).text, seenIn(reread[at]));
    });
  }
  const mended = new Map(unreadable.map((run, index) => [run, texts[index] as string]));
  return page.runs.map((run) => ({ ...run, text: mended.get(run) ?? withoutStrayMarks(run.text) }));
}
