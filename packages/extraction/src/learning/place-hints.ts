import type { ExtractedInvoice } from '@ap/domain/contract';
import type { Box } from '../ocr/ocr-types';
import { parsePgm } from '../ocr/pgm';
import type { OcrPage } from '../ocr/read-image';
import { CLOSE_READS, type RegionRead, readInStrips, readPageClosely } from '../ocr/read-region';
import type { Reading } from './field-values';
import { sameValue } from './learn-hints';
import {
  fromShares,
  shapeOf,
  toShares,
  valuesInWords,
  wordHeight,
} from './printed-place';
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
    for (const how of PAGE_READS) {
      if (fields.every((field) => places[field])) break;
      const words = await readPageClosely(page.pixels, height, [...DIGITS_MODELS], how);
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

/**
 * Reads the learned places of an invoice's OCR'd pages closely: for each, the value most of the
 * close reads agree on.
 */
export async function readAtPlaces(
  pages: OcrPage[],
  places: Partial<Record<LabelledField, PrintedPlace>>,
  reading: Reading,
): Promise<Partial<Record<LabelledField, Field>>> {
  const read: Partial<Record<LabelledField, Field>> = {};
  for (const [field, place] of Object.entries(places) as [LabelledField, PrintedPlace][]) {
    const page = pages.find((candidate) => candidate.page === place.page);
    const frame = page && frameOf(page);
    if (!page?.pixels || !frame) continue;
    const box = fromShares(place.box, frame);
    const margin = wordHeight(page.words) * MARGIN_LETTERS;
    const region = {
      x0: box.x0 - Math.max(margin, box.x1 - box.x0),
      x1: box.x1 + Math.max(margin, box.x1 - box.x0),
      y0: box.y0 - margin,
      y1: box.y1 + margin,
    };
    const centre = { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
    const pixels = page.pixels;
    const strip = {
      width: region.x1 - region.x0,
      height: wordHeight(page.words) * PLACE_STRIP_LETTERS,
    };
    const reads = (
      await Promise.all(
        CLOSE_READS.map((how) => readInStrips(pixels, region, strip, [...DIGITS_MODELS], how)),
      )
    ).flat();
    // Each read votes for the value it found nearest the learned place.
    const votes = new Map<string, { count: number; box: typeof region }>();
    for (const words of reads) {
      const nearest = valuesInWords(words, field, place.shape, reading)
        .map((found) => ({
          ...found,
          distance: Math.hypot(
            (found.box.x0 + found.box.x1) / 2 - centre.x,
            (found.box.y0 + found.box.y1) / 2 - centre.y,
          ),
        }))
        .sort((a, b) => a.distance - b.distance)[0];
      if (!nearest) continue;
      const vote = votes.get(nearest.value);
      votes.set(nearest.value, { count: (vote?.count ?? 0) + 1, box: vote?.box ?? nearest.box });
    }
    const [first, second] = [...votes.entries()].sort((a, b) => b[1].count - a[1].count);
    // A tie is no agreement: two values read as often leave the field as the page read it.
    if (!first || first[1].count < AGREEING_READS || first[1].count === second?.[1].count) continue;
    const [value, best] = first;
    const source = {
      page: place.page,
      box: [best.box.x0, best.box.y0, best.box.x1, best.box.y1] as [number, number, number, number],
      text: value,
    };
    read[field] = { value, confidence: PLACE_CONFIDENCE, source };
  }
  return read;
}

/**
 * The frame a place is kept in: the prepared page. (The extent of the page's print was tried:
 * on photos it moves with whatever else the camera caught, a second sheet or the desk.)
 */
const frameOf = (page: OcrPage): Box | null => {
  const info = page.pixels && parsePgm(page.pixels);
  return info ? { x0: 0, y0: 0, x1: info.width, y1: info.height } : null;
};
