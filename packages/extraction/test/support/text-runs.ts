import type { ExtractedInvoice } from '@ap/domain/contract';
import { extractFields } from '../../src/fields/extract-fields';
import { groupRunsIntoLines, type TextRun } from '../../src/layout/group-runs';
import { buildLayout } from '../../src/layout/text-layout';

/**
 * One line of a page's text as a reader gives it before cells are made: PDF text runs or OCR
 * words, each [text, x0, x1], `height` tall from `y`. Runs closer than a letter's height join
 * into one cell, as they do on a real page.
 */
export const runsAt = (y: number, height: number, ...placed: [string, number, number][]) =>
  placed.map(([text, x0, x1]): TextRun => ({ text, x0, x1, y0: y, y1: y + height }));

/** Reads pages of runs as the extraction reads a PDF's text layer (or, `ocr`, a photo's words). */
export function readRuns(
  pages: TextRun[][],
  method: 'layout' | 'ocr' = 'layout',
): ExtractedInvoice {
  const pdf = method === 'layout';
  return extractFields(
    buildLayout(
      pages.flatMap((runs, index) => groupRunsIntoLines(runs, index + 1)),
      pages.length,
      true,
    ),
    {
      filename: pdf ? 'invoice.pdf' : 'photo.jpg',
      content_type: pdf ? 'application/pdf' : 'image/jpeg',
      kind: pdf ? 'pdf' : 'image',
      sha256: '0'.repeat(64),
      pages: pages.length,
    },
    method,
    // A page read by OCR carries the engine's certainty of its words (here all sure).
    { organizationNames: [], ...(pdf ? {} : { confidenceScale: () => 1 }) },
  );
}
