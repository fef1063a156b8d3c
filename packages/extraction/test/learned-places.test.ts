import type { ExtractedInvoice } from '@ap/domain/contract';
import { describe, expect, it } from 'vitest';
import { faintNumberPhoto as photo } from '../fixtures/faint-number-photo';
import { readDocument } from '../src/document/extract-from-document';
import { learnFromDocument } from '../src/index';
import {
  describePlace,
  fitNumber,
  parsePlace,
  shapeOf,
  valuesInWords,
} from '../src/learning/printed-place';
import type { OcrWord } from '../src/ocr/ocr-types';

const word = (text: string, x0: number, line = '1'): OcrWord => ({
  text,
  confidence: 0.5,
  x0,
  x1: x0 + 10 * text.length,
  y0: 100,
  y1: 120,
  line,
});

// A value a person typed that no label leads to is learned by where it is printed.
describe('the shape of a learned value', () => {
  it('keeps an invoice number’s prefix and marks its digits and letters', () => {
    expect(shapeOf('invoice_number', 'IV6511043820')).toBe('IV##########');
    expect(shapeOf('invoice_number', 'INV-2024-07A')).toBe('INV-####-##@');
    expect(shapeOf('issue_date', '2022-11-30')).toBe('date');
    expect(shapeOf('total', '4173.00')).toBe('amount');
  });

  it('reads a number in the shape back from what OCR makes of faint print', () => {
    // The prefix misread or half lost, a digit read as a letter: the shape takes them back.
    expect(fitNumber('(V6511043820', 'IV##########')).toBe('IV6511043820');
    expect(fitNumber('1¥6511043820', 'IV##########')).toBe('IV6511043820');
    expect(fitNumber('6512014004', 'IV##########')).toBe('IV6512014004');
    expect(fitNumber('IV65I2O14004.', 'IV##########')).toBe('IV6512014004');
    // Another, longer number, or one with a letter where a digit must be, is not the number.
    expect(fitNumber('0999651201400', 'IV##########')).toBeNull();
    expect(fitNumber('VE512014004', 'IV##########')).toBeNull();
    expect(fitNumber('INV-2024-07A', 'INV-####-##@')).toBe('INV-2024-07A');
  });

  it('finds a date OCR cut in two on one line, not across lines', () => {
    const reading = { language: 'en' as const, dayFirst: true, decimalMark: '.' as const };
    const found = valuesInWords(
      [word('DATE', 0), word('30/1', 60), word('1/2022', 110), word('1/2023', 200, '2')],
      'issue_date',
      'date',
      reading,
    );
    expect(found.map((hit) => hit.value)).toEqual(['2022-11-30']);
    expect(found[0]?.box).toEqual({ x0: 60, y0: 100, x1: 170, y1: 120 });
  });

  it('is kept as a reading rule a person can read, and read back', () => {
    const place = { page: 1, box: [0.765, 0.182, 0.868, 0.191] as const, shape: 'IV##########' };
    const text = describePlace({ ...place, box: [...place.box] });
    expect(text).toBe('page 1, 76.5–86.8 % across, 18.2–19.1 % down, shaped IV##########');
    expect(parsePlace(text)).toEqual({ ...place, box: [...place.box] });
    expect(parsePlace('balance to pay')).toBeUndefined();
  });
});

describe('a learned place on photos of one layout', () => {
  it('finds where a corrected number is printed and reads the next photo there', {
    timeout: 120_000,
  }, async () => {
    const first = { bytes: photo('IV6511043820', '30/11/2022', 0), filename: 'first.png' };
    const second = { bytes: photo('IV6512014004', '09/12/2022', 14), filename: 'second.png' };
    const hints = await learnFromDocument(first, { invoice_number: 'IV6511043820' }, { ocr: true });
    expect(hints.places?.invoice_number).toMatchObject({ page: 1, shape: 'IV##########' });

    // One OCR read of the second photo: its first pass (before any hint) and its hinted read.
    let plain: ExtractedInvoice | undefined;
    const read = (
      await readDocument(second, {
        ocr: true,
        readingHints: hints,
        onLayout: (_layout, firstPass) => {
          plain = firstPass;
        },
      })
    ).invoices[0];
    expect(plain?.invoice_number?.value).not.toBe('IV6512014004');
    expect(read?.invoice_number).toMatchObject({ value: 'IV6512014004', confidence: 0.7 });
    expect(read?.invoice_number?.source.box).toHaveLength(4);
    expect(read?.notes.join(' ')).toContain('invoice_number_place');
  });
});
