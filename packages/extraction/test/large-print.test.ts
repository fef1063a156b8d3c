import { afterAll, describe, expect, it } from 'vitest';
import { blankPage } from '../fixtures/blank-page';
import { shutdownOcr } from '../src/index';
import { withLargePrint } from '../src/ocr/large-print';
import { lettersOfPage } from '../src/ocr/lost-text';
import type { OcrWord } from '../src/ocr/ocr-types';
import { drawPage } from '../src/ocr/prepare-image';

// A page scaled for its body text (letters about 20 px) with a heading three times as tall: the
// page's read lost the heading, or read it as a doubtful word of another script.
const BODY = [
  'Customer: Northwind Traders Ltd, 12 Harbour Road',
  'Delivery date: 09/12/2022   Reference: 061222-0009',
  '1  SKU-1042  Frozen fillet 130-170 g (4 pcs per bag)  4 BX',
  '2  SKU-1043  Frozen prawns 500 g  6 BX',
  '3  SKU-1044  Squid rings 1 kg  2 BX',
];

function page() {
  const { canvas, context } = blankPage(1400, 900);
  context.fillStyle = '#000';
  context.font = 'bold 84px serif';
  context.fillText('Delivery Note', 780, 140);
  context.font = '28px sans-serif';
  const body: OcrWord[] = BODY.map((text, row) => {
    const baseline = 300 + row * 60;
    context.fillText(text, 60, baseline);
    return {
      text,
      confidence: 0.93,
      x0: 60,
      y0: baseline - 26,
      x1: 60 + context.measureText(text).width,
      y1: baseline + 8,
      line: `1.${row}.1`,
    };
  });
  const pixels = drawPage(canvas, 1).pixels;
  return { pixels, body };
}

describe('large print read again at body size', () => {
  afterAll(() => shutdownOcr());

  it('reads a heading the page read lost or garbled, and keeps the body words as read', async () => {
    const { pixels, body } = page();
    const garbled: OcrWord = {
      text: 'เน',
      confidence: 0.45,
      x0: 1000,
      y0: 80,
      x1: 1100,
      y1: 150,
      line: '1.0.0',
    };
    const words = await withLargePrint(
      pixels,
      lettersOfPage(pixels),
      [...body, garbled],
      ['tha', 'eng'],
    );
    const texts = words.map((word) => word.text);
    expect(texts).toEqual(expect.arrayContaining(['Delivery', 'Note']));
    expect(texts).not.toContain('เน');
    for (const line of body) expect(words).toContainEqual(line);
    const heading = words.filter((word) => word.text === 'Delivery' || word.text === 'Note');
    for (const word of heading) {
      expect(word.y0).toBeGreaterThan(40);
      expect(word.y1).toBeLessThan(180);
      expect(word.x0).toBeGreaterThan(740);
    }
  }, 60_000);

  it('leaves a page alone whose large print was read surely', async () => {
    const { pixels, body } = page();
    const heading: OcrWord[] = [
      { text: 'Delivery', confidence: 0.95, x0: 780, y0: 70, x1: 1110, y1: 160, line: '1.0.0' },
      { text: 'Note', confidence: 0.95, x0: 1130, y0: 70, x1: 1330, y1: 160, line: '1.0.0' },
    ];
    const words = [...body, ...heading];
    expect(await withLargePrint(pixels, lettersOfPage(pixels), words, ['eng'])).toBe(words);
  });
});
