import { describe, expect, it } from 'vitest';
import { blankPage } from '../fixtures/blank-page';
import { readAtPlaces } from '../src/learning/place-hints';
import { pgmOf } from '../src/ocr/pgm';
import type { OcrPage } from '../src/ocr/read-image';

const WIDTH = 900;
const HEIGHT = 300;
const reading = { language: 'en' as const, dayFirst: true, decimalMark: '.' as const };
const place = { page: 1, box: [0.7, 0.2, 0.88, 0.3] as [number, number, number, number] };

/** A drawn page (not read: no words, its word height given) with the text at the place, or none. */
function drawnPage(number: string | null): OcrPage {
  const { context } = blankPage(WIDTH, HEIGHT);
  context.fillStyle = '#222';
  context.font = '22px sans-serif';
  context.fillText('Northwind Tiles Co., Ltd.', 40, 60);
  if (number) context.fillText(number, 640, 84);
  const rgba = context.getImageData(0, 0, WIDTH, HEIGHT).data;
  const grey = new Uint8Array(WIDTH * HEIGHT).map((_, i) => rgba[i * 4] as number);
  return {
    page: 1,
    lines: [],
    words: [],
    meanConfidence: 0,
    quarterTurns: 0,
    models: [],
    pixels: pgmOf(WIDTH, grey),
    wordHeight: 30,
  };
}

// A learned place is read closely on the next invoice: cheaply, and only where it shows a value.
describe('reading at a learned place', () => {
  it('reads the value of the learned shape printed there', async () => {
    const read = await readAtPlaces(
      [drawnPage('IV6512014004')],
      { invoice_number: { ...place, shape: 'IV##########' } },
      reading,
    );
    expect(read.invoice_number).toMatchObject({ value: 'IV6512014004', confidence: 0.7 });
  });

  it('gives nothing where nothing legible is printed, so the page’s own read stands', async () => {
    const read = await readAtPlaces(
      [drawnPage(null)],
      { invoice_number: { ...place, shape: 'IV##########' }, total: { ...place, shape: 'amount' } },
      reading,
    );
    expect(read).toEqual({});
  });
});
