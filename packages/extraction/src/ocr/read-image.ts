import { groupRunsIntoLines, type TextRun } from '../layout/group-runs';
import type { LineInput } from '../layout/text-layout';
import {
  isJapanese,
  modelsForLatinText,
  modelsForScript,
  readsBetter,
  sureLetters,
} from './choose-models';
import { withLargePrint } from './large-print';
import { lettersOfPage, lostLetterShare } from './lost-text';
import type { OcrModel } from './ocr-data';
import { detectOrientation, ocrParallelism, recognizeWords } from './ocr-engine';
import { centreInside, type OcrWord } from './ocr-types';
import { decodeImage, drawPage, measureTextHeight, ocrScale, type Picture } from './prepare-image';
import { joinHalves, splitPage } from './split-page';
import { straighten } from './straighten';

// Words this much smaller than the page's print are specks read as "2" or "*".
const MIN_WORD_SHARE = 0.4;
const MIN_CONFIDENCE = 0.3;
// An amount with its cents is kept however doubtful Tesseract was of it: a currency sign its
// model does not know ("₹500.49") costs the whole word its certainty (0 for a total read right).
// The value's own confidence still carries the doubt (field-certainty.ts).
const AMOUNT_WITH_CENTS = /^[^\p{L}\d]?-?\d{1,3}(?:[.,]?\d{3})*[.,]\d{2}$/u;
// So is a word holding a whole date: "(dd/mm/aaaa):01/06/2016" read as one doubtful word.
const DATE_WITH_YEAR = /(?<!\d)\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}(?!\d)/;
// A page read this well is the right way up; below it, a sideways or upside-down scan is tried.
const GOOD_READ = { words: 25, meanConfidence: 0.7, across: 0.8 };
// OSD tells the script better from letters larger than the scout's (Chinese print at 10 px was
// taken for Latin).
const OSD_SHARE = Number(process.env.OCR_OSD_SHARE) || 0.75;
// Pages this large (about 2 megapixels) are read in two halves on two cores.
const SPLIT_BYTES = 2_000_000;
// The scout's share of the full scale (letters about 10 px instead of 20: a quarter of the pixels).
const SCOUT_SHARE = Number(process.env.OCR_SCOUT_SHARE) || 0.5;
// OSD below this is a guess (too little text, or a table of digits); above it, its turn is
// tried first (and kept when the page then reads well).
const HINTED_ORIENTATION = 0.5;
// OSD this sure, and a read at its turn that is fair (CJK and Thai pages read as fewer, less
// certain words than Latin ones), is not second-guessed.
const SURE_ORIENTATION = 2;
const SCRIPT_HINT = 0.3;
// A read whose words leave this share of the page's letters uncovered lost blocks of print.
const LOST_SHARE = 0.3;
// The scout reads half-size print and covers less: past this share its full read mostly lost
// print too (on the real set: every page whose full read did, and as many that did not).
const SCOUT_LOST_SHARE = 0.5;
// Tesseract's page layout mode for one uniform block of text: no layout analysis to drop a block.
const PLAIN_BLOCK = '6';

export type OcrPage = {
  page: number;
  lines: LineInput[];
  /** The words kept, in the prepared page's pixels (what `lines` were built from). */
  words: OcrWord[];
  meanConfidence: number;
  quarterTurns: number;
  models: OcrModel[];
  /** The prepared page (PGM) the words' boxes are in; kept to read a part of it again closely. */
  pixels?: Uint8Array;
  /** A word's height in those pixels, when the page was drawn but not read (no words). */
  wordHeight?: number;
};

type Reading = { words: OcrWord[]; meanConfidence: number; rotate: number };

async function read(
  image: Picture | Uint8Array,
  scale: number,
  rotate: number,
  models: OcrModel[],
): Promise<Reading> {
  const pixels = image instanceof Uint8Array ? image : drawn(image, scale, rotate);
  return readingOf(await recognizeSplit(pixels, models), rotate);
}

/** The words worth keeping of what the engine read: no table rules, specks or doubtful words. */
export function keptWords(recognised: OcrWord[]): OcrWord[] {
  const all = recognised.flatMap((word) => {
    const text = withoutRules(word.text);
    return text ? [{ ...word, text }] : [];
  });
  const heights = all.map((word) => word.y1 - word.y0).sort((a, b) => a - b);
  const typical = heights[Math.floor(heights.length / 2)] ?? 0;
  return all.filter(
    (word) =>
      (word.confidence >= MIN_CONFIDENCE ||
        AMOUNT_WITH_CENTS.test(word.text) ||
        DATE_WITH_YEAR.test(word.text)) &&
      word.text.trim() !== '' &&
      // Lines rotated by the engine have boxes of any shape; keep only clear specks out.
      Math.max(word.y1 - word.y0, word.x1 - word.x0) >= typical * MIN_WORD_SHARE,
  );
}

function readingOf(recognised: OcrWord[], rotate: number): Reading {
  const words = keptWords(recognised);
  const meanConfidence = words.length
    ? words.reduce((sum, word) => sum + word.confidence, 0) / words.length
    : 0;
  return { words, meanConfidence, rotate };
}

// Table rules and box edges read as |, [, ] or _ at a word's ends, or as words of their own.
const RULE_EDGES = /^[|[\]_]+|[|[\]_]+$/g;
function withoutRules(text: string): string {
  return text.replace(RULE_EDGES, '').trim();
}

/**
 * Share of the words of three letters or more that lie across the page. Tesseract finds the
 * lines of a sideways page too and reads them well, but their boxes stand upright, and a page
 * whose lines run down cannot be grouped into rows.
 */
function acrossShare(reading: Reading): number {
  const long = reading.words.filter((word) => word.text.length >= 3);
  if (long.length === 0) return 0;
  return long.filter((word) => word.x1 - word.x0 > word.y1 - word.y0).length / long.length;
}
/** A large page is read as two halves side by side when the engine runs pages in parallel. */
async function recognizeSplit(
  pixels: Uint8Array,
  models: OcrModel[],
  psm?: string,
): Promise<OcrWord[]> {
  const halves = pixels.length >= SPLIT_BYTES && ocrParallelism() > 1 ? splitPage(pixels) : null;
  if (!halves) return recognizeWords(pixels, models, psm);
  const [top, bottom] = await Promise.all([
    recognizeWords(halves.top, models, psm),
    recognizeWords(halves.bottom, models, psm),
  ]);
  return joinHalves(top, bottom, halves.cut);
}

const score = (reading: Reading) =>
  reading.words.length * reading.meanConfidence * acrossShare(reading);
const fairRead = (reading: Reading) =>
  reading.words.length >= 10 && reading.meanConfidence >= 0.6 && acrossShare(reading) >= 0.6;
const goodEnough = (reading: Reading) =>
  reading.words.length >= GOOD_READ.words &&
  reading.meanConfidence >= GOOD_READ.meanConfidence &&
  acrossShare(reading) >= GOOD_READ.across;

/**
 * Reads a page image (PNG, JPEG, ...) by OCR into lines of cells with pixel boxes: the print
 * scaled to the size Tesseract reads best, the page turned upright (OSD), read with the models
 * of its script and language (a first English pass tells a Latin-script language).
 */
export async function ocrImage(bytes: Uint8Array, page: number): Promise<OcrPage> {
  const image = await decodeImage(bytes);
  if (image) return ocrPicture(image, page);
  // A format the canvas cannot decode (TIFF): Tesseract reads it as it is.
  const reading = await read(bytes, 1, 0, ['eng']);
  return finish(reading, page, ['eng']);
}

// The page drawn at one scale and turn, kept while the page is read (each turn is drawn once).
const drawings = new WeakMap<Picture, Map<string, Uint8Array>>();
function drawn(image: Picture, scale: number, rotate: number): Uint8Array {
  const cache = drawings.get(image) ?? new Map<string, Uint8Array>();
  drawings.set(image, cache);
  const key = `${scale}:${rotate}`;
  const pixels = cache.get(key) ?? drawPage(image, scale, rotate).pixels;
  cache.set(key, pixels);
  return pixels;
}

/** Reads a decoded picture (an image file, or a scanned PDF page drawn on a canvas). */
export async function ocrPicture(image: Picture, page: number): Promise<OcrPage> {
  const textHeight = measureTextHeight(image);
  const scale = ocrScale(image.width, image.height, textHeight);
  // The scout reads a smaller copy: enough to tell the page's turn, script and language.
  const scout = scale * SCOUT_SHARE;
  if (process.env.OCR_DEBUG)
    console.error(
      `ocr page ${image.width}×${image.height}, letters ${textHeight?.toFixed(1)} px, scale ${scale.toFixed(2)}`,
    );
  // OSD and an upright scout read run side by side: most pages are upright, and a turned one
  // costs one more scout.
  const [orientation, upright] = await Promise.all([
    detectOrientation(drawn(image, scale * OSD_SHARE, 0)),
    read(image, scout, 0, ['eng']),
  ]);
  if (process.env.OCR_DEBUG) console.error('ocr orientation', JSON.stringify(orientation));
  // OSD gives how far the page is turned; turning it back by as much sets it upright.
  let rotate =
    orientation && orientation.confidence >= HINTED_ORIENTATION
      ? (360 - orientation.degrees) % 360
      : 0;
  // OSD's script is often unsure for CJK and Thai print mixed with Latin codes and digits; a
  // wrong guess costs only time (English rides along with every model).
  const guessed = orientation ? modelsForScript(orientation.script) : null;
  let byScript = orientation && orientation.scriptConfidence >= SCRIPT_HINT ? guessed : null;
  let models: OcrModel[] = byScript ?? ['eng'];
  let first = rotate === 0 && !byScript ? upright : await read(image, scout, rotate, models);
  // A script OSD names without conviction is tried too: a Chinese page with Latin codes and
  // digits can leave OSD unsure. Its models are kept when they read more of the page, and more
  // surely, than English does (at full scale: Han print at the scout's size reads as specks).
  if (!byScript && guessed) {
    const [tried, english] = await Promise.all([
      read(image, scale, rotate, guessed),
      read(image, scale, rotate, ['eng']),
    ]);
    if (process.env.OCR_DEBUG)
      console.error(
        `ocr unsure script ${guessed.join('+')}: ${sureLetters(tried.words).toFixed(0)} sure letters against English's ${sureLetters(english.words).toFixed(0)}`,
      );
    if (readsBetter(tried.words, english.words)) {
      byScript = guessed;
      models = guessed;
      // Turns are compared read by the same models (Japanese reads noise more surely).
      first = await read(image, scout, rotate, models);
    }
  }
  if (process.env.OCR_DEBUG)
    console.error(
      `ocr scout ${rotate}: ${first.words.length} words, confidence ${first.meanConfidence.toFixed(2)}, across ${acrossShare(first).toFixed(2)}`,
    );
  // OSD is sometimes sure and wrong (a photo on a dark desk): a poor read tries the other turns.
  const confirmed = (orientation?.confidence ?? 0) >= SURE_ORIENTATION && fairRead(first);
  for (const turn of [0, 90, 270, 180]) {
    if (confirmed || goodEnough(first) || turn === first.rotate) continue;
    const turned = await read(image, scout, turn, models);
    if (process.env.OCR_DEBUG)
      console.error(`ocr turn ${turn}: ${score(turned).toFixed(0)} vs ${score(first).toFixed(0)}`);
    if (score(turned) > score(first)) first = turned;
  }
  rotate = first.rotate;
  const scouted = first.words.map((word) => word.text).join(' ');
  if (!byScript) models = modelsForLatinText(scouted);
  else if (models[0] === 'jpn' && !isJapanese(scouted)) models = ['chi_sim', 'eng'];
  // The full read; when its layout analysis left much of the print out (lost-text.ts), the page
  // is read again as one plain block of text, and the words found where the first read found
  // none are added. Large print it read poorly is read again shrunk (large-print.ts).
  const pixels = drawn(image, scale, rotate);
  const letters = lettersOfPage(pixels);
  // When the scout left much more uncovered still, the plain read starts beside the full one
  // (on the other core) instead of after it; its words count only if the full read lost print.
  const scoutLost = lostLetterShare(letters, scaledWords(first.words, 1 / SCOUT_SHARE));
  const early =
    scoutLost !== null && scoutLost >= SCOUT_LOST_SHARE && ocrParallelism() > 1
      ? recognizeSplit(pixels, models, PLAIN_BLOCK)
      : null;
  // Not awaited when the full read lost nothing: its failure then is of no matter.
  early?.catch(() => {});
  const recognised = await recognizeSplit(pixels, models);
  const lost = lostLetterShare(letters, recognised);
  if (process.env.OCR_DEBUG)
    console.error(
      `ocr letters not covered by a word: ${lost?.toFixed(2)} (by the scout: ${scoutLost?.toFixed(2)})`,
    );
  let words = recognised;
  if (lost !== null && lost >= LOST_SHARE) {
    const plain = await (early ?? recognizeSplit(pixels, models, PLAIN_BLOCK));
    const added = plain
      .filter(
        (word) => !recognised.some((read) => centreInside(read, word) || centreInside(word, read)),
      )
      .map((word) => ({ ...word, line: `plain.${word.line}` }));
    if (process.env.OCR_DEBUG) console.error(`ocr plain block added ${added.length} words`);
    words = [...recognised, ...added];
  }
  words = await withLargePrint(pixels, letters, words, models);
  return finish(readingOf(words, rotate), page, models, pixels);
}

/** Words read on a copy of the page scaled by `factor`'s inverse, in the page's pixels. */
const scaledWords = (words: OcrWord[], factor: number): OcrWord[] =>
  words.map((word) => ({
    ...word,
    x0: word.x0 * factor,
    y0: word.y0 * factor,
    x1: word.x1 * factor,
    y1: word.y1 * factor,
  }));

// A word's box is taller than a letter's ink (ascenders, descenders, Tesseract's margin).
const WORD_PER_LETTER = 1.5;

/**
 * A page drawn as the full read draws it (upright, scaled by its print) but not read: for a
 * close read of a learned place on a PDF whose text layer lacks the value (a font with no
 * usable character map), which costs a few small reads instead of the whole page's.
 */
export function drawnPicture(image: Picture, page: number, letterHeight?: number): OcrPage {
  // A rendered PDF's print size is known from its resolution: measuring it costs a second.
  const textHeight = letterHeight ?? measureTextHeight(image);
  const scale = ocrScale(image.width, image.height, textHeight);
  return {
    page,
    lines: [],
    words: [],
    meanConfidence: 0,
    quarterTurns: 0,
    models: [],
    pixels: drawn(image, scale, 0),
    ...(textHeight ? { wordHeight: textHeight * scale * WORD_PER_LETTER } : {}),
  };
}

function finish(reading: Reading, page: number, models: OcrModel[], pixels?: Uint8Array): OcrPage {
  return {
    page,
    ...linesOfWords(reading.words, page),
    meanConfidence: reading.meanConfidence,
    quarterTurns: reading.rotate / 90,
    models,
    ...(pixels ? { pixels } : {}),
  };
}

/** A page's words levelled (a photo's tilt undone) and grouped into lines of cells. */
export function linesOfWords(
  recognised: OcrWord[],
  page: number,
): { words: OcrWord[]; lines: LineInput[] } {
  const words = straighten(recognised);
  const runs: TextRun[] = words.map((word) => ({
    text: word.text,
    x0: word.x0,
    y0: word.y0,
    x1: word.x1,
    y1: word.y1,
  }));
  return { words, lines: groupRunsIntoLines(runs, page) };
}
