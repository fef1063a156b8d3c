import type { ExtractedInvoice } from '@ap/domain/contract';
import type { Box, OcrWord } from '../ocr/ocr-types';
import { parsePgm } from '../ocr/pgm';
import type { OcrPage } from '../ocr/read-image';
import {
  CLOSE_READS,
  type RegionRead,
  readCropsTogether,
  readPageClosely,
  stripsOf,
} from '../ocr/read-region';
import type { Reading } from './field-values';
import { sameValue } from './learn-hints';
import { fromShares, shapeOf, toShares, valuesInWords, wordHeight } from './printed-place';
import type { LabelledField, PrintedPlace } from './reading-hints';

/**
 * Learned places: a value a person typed that the page's read did not find is looked
 * for in a close read of the page (printed-place.ts), and its place kept; the vendor's next
 * invoice is read closely there.
 */

// Numbers, dates and amounts are read with the Latin model: the page's own (Thai, Chinese)
// turned the digits of faint print into letters of its script.
const DIGITS_MODELS = ['eng'] as const;
// A strip of the close page read is this many words tall: the stretch of a small crop is what
// brings faint print out (measured: 8 found half of what 4 found).
const STRIP_LETTERS = 4;
// The close page read is tried as it is, then enlarged, until every value is found.
const PAGE_READS: RegionRead[] = [
  { enlarge: 1, darkest: 0.01, psm: '6' },
  { enlarge: 1, darkest: 0.06, psm: '6' },
  { enlarge: 1.4, darkest: 0.01, psm: '6' },
];
// The place's strips are taller: the learned place is only near the value on the next photo.
const PLACE_STRIP_LETTERS = 6;
// Around the learned box the next invoice is read this many letters up, down and sideways: a
// photo of the same layout is framed and tilted a little differently.
const MARGIN_LETTERS = 5;
// Of the close reads of the place, at least this many must read the same value.
const AGREEING_READS = 2;
// A value read at a learned place is a guess a person should glance at (marked low).
const PLACE_CONFIDENCE = 0.7;

/** Where each of the given values is printed on the OCR'd pages, for the fields found. */
export async function learnPlaces(
  pages: OcrPage[],
  wanted: Partial<Record<LabelledField, string>>,
  reading: Reading,
): Promise<Partial<Record<LabelledField, PrintedPlace>>> {
  const places: Partial<Record<LabelledField, PrintedPlace>> = {};
  const fields = Object.keys(wanted) as LabelledField[];
  for (const page of pages) {
    const frame = frameOf(page);
    if (!page.pixels || !frame || fields.every((field) => places[field])) continue;
    const height = wordHeight(page.words) * STRIP_LETTERS;
    // The page's own read first (a PDF drawn clean reads whole), then ever closer reads.
    const reads = [
      async () => page.words,
      ...PAGE_READS.map(
        (how) => () => readPageClosely(page.pixels as Uint8Array, height, [...DIGITS_MODELS], how),
      ),
    ];
    for (const readWords of reads) {
      if (fields.every((field) => places[field])) break;
      const words = await readWords();
      for (const field of fields) {
        const want = wanted[field] as string;
        const shape = shapeOf(field, want);
        if (places[field]) continue;
        const hit = valuesInWords(words, field, shape, reading).find((found) =>
          sameValue(field, found.value, want),
        );
        if (hit) places[field] = { page: page.page, box: toShares(hit.box, frame), shape };
      }
    }
  }
  return places;
}

type Field = NonNullable<ExtractedInvoice['total']>;

// The close reads of a learned place, two at a time (the engine's slots), most telling first:
// a place is settled as soon as two reads agree, so most pages take one round.
const PLACE_READS: RegionRead[] = [
  CLOSE_READS[1],
  CLOSE_READS[5],
  CLOSE_READS[3],
  CLOSE_READS[7],
  CLOSE_READS[0],
  CLOSE_READS[4],
  CLOSE_READS[2],
  CLOSE_READS[6],
].filter((how): how is RegionRead => how !== undefined);
// Reading at learned places costs at most about this long a page: no round starts that the
// last one's length says would end after it (`LEARNED_READ_BUDGET_MS`; a round of two small
// sheets takes a fraction of a second).
const placeBudgetMs = () => Number(process.env.LEARNED_READ_BUDGET_MS) || 1500;

/** One learned place on one page: the crops read there and the values each read voted for. */
type PlaceRead = {
  field: LabelledField;
  place: PrintedPlace;
  page: OcrPage & { pixels: Uint8Array };
  strips: Box[];
  centre: { x: number; y: number };
  votes: Map<string, { count: number; box: Box }>;
};

/**
 * The votes with an amount read with one more leading digit counted for the amount without it:
 * a currency sign the model does not know ("₹11,434.00") is read as a digit now and then
 * ("311,434.00"), never the other way round.
 */
const withSignsFolded = (votes: PlaceRead['votes']) => {
  const folded = new Map(votes);
  for (const [value, vote] of votes) {
    const shorter = [...votes.keys()].find(
      (other) => other !== value && /^\d+\.\d+$/.test(value) && value.slice(1) === other,
    );
    const into = shorter && folded.get(shorter);
    if (!shorter || !into) continue;
    folded.set(shorter, { ...into, count: into.count + vote.count });
    folded.delete(value);
  }
  return folded;
};

/** The value most reads agree on (at least two, and no tie), or undefined. */
const agreed = (votes: PlaceRead['votes'], shape?: string) => {
  const counted = shape === 'amount' ? withSignsFolded(votes) : votes;
  const [first, second] = [...counted.entries()].sort((a, b) => b[1].count - a[1].count);
  if (!first || first[1].count < AGREEING_READS || first[1].count === second?.[1].count) return;
  return first;
};

/**
 * Reads the learned places of an invoice's OCR'd pages closely: for each, the value most of the
 * close reads agree on. A place with nothing legible, or reads that disagree, gives nothing
 * (the page's own read stands). Every place's crops go on one sheet a read, and reading stops
 * at agreement or when the time budget is spent.
 */
export async function readAtPlaces(
  pages: OcrPage[],
  places: Partial<Record<LabelledField, PrintedPlace>>,
  reading: Reading,
): Promise<Partial<Record<LabelledField, Field>>> {
  const targets: PlaceRead[] = [];
  for (const [field, place] of Object.entries(places) as [LabelledField, PrintedPlace][]) {
    const page = pages.find((candidate) => candidate.page === place.page);
    const frame = page && frameOf(page);
    if (!page?.pixels || !frame) continue;
    const box = fromShares(place.box, frame);
    // A page drawn but not read (a PDF's text lacked the value) says its word height itself.
    const letter = wordHeight(page.words) || page.wordHeight || 0;
    if (letter <= 0) continue;
    const margin = letter * MARGIN_LETTERS;
    const region = {
      x0: box.x0 - Math.max(margin, box.x1 - box.x0),
      x1: box.x1 + Math.max(margin, box.x1 - box.x0),
      y0: box.y0 - margin,
      y1: box.y1 + margin,
    };
    const strip = { width: region.x1 - region.x0, height: letter * PLACE_STRIP_LETTERS };
    targets.push({
      field,
      place,
      page: { ...page, pixels: page.pixels },
      strips: stripsOf(region, strip),
      centre: { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 },
      votes: new Map(),
    });
  }
  const started = performance.now();
  let lastRound = 0;
  for (let round = 0; round < PLACE_READS.length; round += 2) {
    const open = targets.filter((target) => !agreed(target.votes, target.place.shape));
    if (open.length === 0 || performance.now() - started + lastRound > placeBudgetMs()) break;
    const reads = PLACE_READS.slice(round, round + 2);
    const roundStarted = performance.now();
    await Promise.all(reads.flatMap((how) => readOnSheets(open, how, reading)));
    lastRound = performance.now() - roundStarted;
  }
  const read: Partial<Record<LabelledField, Field>> = {};
  for (const target of targets) {
    const winner = agreed(target.votes, target.place.shape);
    if (!winner) continue;
    const [value, { box }] = winner;
    const source = {
      page: target.place.page,
      box: [box.x0, box.y0, box.x1, box.y1] as [number, number, number, number],
      text: value,
    };
    read[target.field] = { value, confidence: PLACE_CONFIDENCE, source };
  }
  return read;
}

/** One close read of the open places, a sheet a page: each place votes for its nearest value. */
function readOnSheets(open: PlaceRead[], how: RegionRead, reading: Reading): Promise<void>[] {
  const byPage = new Map<number, PlaceRead[]>();
  for (const target of open)
    byPage.set(target.page.page, [...(byPage.get(target.page.page) ?? []), target]);
  return [...byPage.values()].map(async (onPage) => {
    const [first] = onPage;
    if (!first) return;
    const boxes = onPage.flatMap((target) => target.strips);
    const words = await readCropsTogether(first.page.pixels, boxes, [...DIGITS_MODELS], how);
    let next = 0;
    for (const target of onPage) {
      // Each strip votes apart (as each read of the place does): strips overlap by half, so a
      // value is seen whole in one of them.
      for (const seen of words.slice(next, next + target.strips.length))
        vote(target, seen, reading);
      next += target.strips.length;
    }
  });
}

/** A strip's vote: the value of the place's shape nearest the learned place, if any. */
function vote(target: PlaceRead, words: OcrWord[], reading: Reading) {
  const nearest = valuesInWords(words, target.field, target.place.shape, reading)
    .map((found) => ({
      ...found,
      distance: Math.hypot(
        (found.box.x0 + found.box.x1) / 2 - target.centre.x,
        (found.box.y0 + found.box.y1) / 2 - target.centre.y,
      ),
    }))
    .sort((a, b) => a.distance - b.distance)[0];
  if (!nearest) return;
  const known = target.votes.get(nearest.value);
  target.votes.set(nearest.value, {
    count: (known?.count ?? 0) + 1,
    box: known?.box ?? nearest.box,
  });
}

/**
 * The frame a place is kept in: the prepared page. (The extent of the page's print was tried:
 * on photos it moves with whatever else the camera caught, a second sheet or the desk.)
 */
const frameOf = (page: OcrPage): Box | null => {
  const info = page.pixels && parsePgm(page.pixels);
  return info ? { x0: 0, y0: 0, x1: info.width, y1: info.height } : null;
};
