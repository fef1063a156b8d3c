import { describe, expect, it } from 'vitest';
import { blankPage } from '../../fixtures/blank-page';
import { isJapanese, modelsForLatinText, modelsForScript, readsBetter } from './choose-models';
import { fieldCertainty } from './field-certainty';
import { lettersOfPage, lostLetterShare } from './lost-text';
import type { OcrWord } from './ocr-types';
import { drawPage, measureTextHeight } from './prepare-image';
import { keptWords } from './read-image';
import { straighten } from './straighten';

const word = (
  text: string,
  x0: number,
  y0: number,
  confidence = 0.95,
  line = '1.1.1',
): OcrWord => ({
  text,
  confidence,
  x0,
  y0,
  x1: x0 + text.length * 12,
  y1: y0 + 20,
  line,
});

describe('choosing OCR models', () => {
  it('picks the Latin-script language from a first English read', () => {
    expect(
      modelsForLatinText(
        'CONTA DE ENERGIA Vencimento 10/02/2020 Valor cobrado Emissao CNPJ Consumo',
      ),
    ).toEqual(['por', 'eng']);
    expect(
      modelsForLatinText(
        'FACTURA Furnizor S.C. HELP Cumparator Sediul Judetul Cota TVA Valoarea lei',
      ),
    ).toEqual(['ron', 'eng']);
    expect(
      modelsForLatinText('INVOICE Bill To Date Due Description Quantity Amount Total Balance Due'),
    ).toEqual(['eng']);
    // One language word among English ones does not switch the model.
    expect(modelsForLatinText('Invoice total amount due for the month of Factura')).toEqual([
      'eng',
    ]);
  });

  it('maps OSD scripts to models, and tells Japanese from Chinese by kana', () => {
    expect(modelsForScript('Han')).toEqual(['chi_sim', 'eng']);
    expect(modelsForScript('Thai')).toEqual(['tha', 'eng']);
    expect(modelsForScript('Latin')).toBeNull();
    expect(isJapanese('ご請求書 下記の通りご請求申し上げます お支払い期限 合計金額 株式会社')).toBe(
      true,
    );
    expect(isJapanese('发票代码 开票日期 价税合计 天津瑞佳讯贸易有限公司')).toBe(false);
  });

  it('keeps a script OSD was unsure of only when its models read the page better than English', () => {
    // A Chinese VAT invoice: English turns the Han print into short doubtful words.
    const han = [
      word('销售方名称', 0, 0, 0.86),
      word('购买方', 0, 30, 0.8),
      word('00097000', 0, 60, 0.91),
    ];
    const englishOfHan = [
      word('Mek', 0, 0, 0.39),
      word('AF', 0, 30, 0.41),
      word('00097000', 0, 60, 0.9),
    ];
    expect(readsBetter(han, englishOfHan)).toBe(true);
    // A Latin page: a CJK model reads the same words less surely and makes specks of some.
    const english = [
      word('INVOICE', 0, 0, 0.95),
      word('Amount', 0, 30, 0.93),
      word('Due', 0, 60, 0.92),
    ];
    const cjkOfEnglish = [
      word('INVOICE', 0, 0, 0.7),
      word('ト', 0, 30, 0.35),
      word('Due', 0, 60, 0.6),
    ];
    expect(readsBetter(cjkOfEnglish, english)).toBe(false);
  });
});

describe('page geometry', () => {
  function page(rotate: boolean) {
    const { canvas, context } = blankPage(1200, 900);
    context.fillStyle = '#000';
    context.font = '30px sans-serif';
    if (rotate) {
      context.translate(1200, 0);
      context.rotate(Math.PI / 2);
    }
    for (let row = 0; row < 12; row++)
      context.fillText('Invoice number 4711 total due 1,234.56 EUR', 40, 60 + row * 60);
    return canvas;
  }

  it('measures the letter height of print, upright or sideways', () => {
    for (const rotate of [false, true]) {
      const height = measureTextHeight(page(rotate));
      // 30 px type: lower-case letters about 16 px, capitals and digits about 22 px.
      expect(height, `rotated: ${rotate}`).toBeGreaterThan(12);
      expect(height, `rotated: ${rotate}`).toBeLessThan(30);
    }
  });

  it('tells how much of the print the words read leave out', () => {
    const printed = drawPage(page(false), 1).pixels;
    // What a read of every line found, and one whose layout analysis dropped the lower half.
    const everyLine = Array.from({ length: 12 }, (_, row) => ({
      ...word('Invoice number 4711 total due 1,234.56 EUR', 40, 60 + row * 60 - 26),
      x1: 680,
      y1: 60 + row * 60 + 8,
    }));
    expect(lostLetterShare(lettersOfPage(printed), everyLine)).toBeLessThan(0.05);
    const upperHalf = lostLetterShare(lettersOfPage(printed), everyLine.slice(0, 6)) ?? 0;
    expect(upperHalf).toBeGreaterThan(0.4);
    expect(upperHalf).toBeLessThan(0.6);
    expect(lostLetterShare(lettersOfPage(printed), [])).toBe(1);
  });

  it('straightens words of a tilted photo so a line shares one height again', () => {
    const tilted = [0, 1, 2, 3, 4].flatMap((line) =>
      [0, 200, 400, 600].map((x) =>
        word('word', x, 100 + line * 60 + x * 0.05, 0.95, `1.1.${line}`),
      ),
    );
    const straight = straighten(tilted);
    for (const line of [0, 1, 2, 3, 4]) {
      const tops = straight.filter((w) => w.line === `1.1.${line}`).map((w) => w.y0);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    }
  });
});

describe('the words kept of a read', () => {
  it('keeps an amount with its cents or a whole date whatever its certainty, and drops other doubtful words', () => {
    const kept = keptWords([
      word('Charges', 100, 500),
      // "₹500.49": the rupee sign unknown to the model, the word read at certainty 0.
      word('500.49', 400, 500, 0),
      word('%-572.92', 400, 560, 0.2),
      // A date with its year, in a word the label's junk made doubtful.
      word('(dd/mn/3asg]:01/06/2016', 100, 580, 0.22),
      word('Tota1', 100, 620, 0.1),
      word('4711', 400, 620, 0.1),
    ]).map((kept) => kept.text);
    expect(kept).toEqual(['Charges', '500.49', '%-572.92', '(dd/mn/3asg]:01/06/2016']);
  });
});

describe('field confidence from OCR certainty', () => {
  const words = [
    word('Total', 100, 500),
    word('1,234.56', 400, 500, 0.96),
    word('7,89O.12', 400, 560, 0.62),
  ];
  const factor = fieldCertainty(new Map([[1, words]]), 0.9);

  it('keeps a value read from sure words below 0.9 before arithmetic confirms it', () => {
    const sure = factor({ text: '1,234.56', page: 1, box: [400, 500, 500, 520] });
    expect(sure).toBeGreaterThan(0.9);
    expect(0.9 * sure).toBeLessThan(0.9);
  });

  it('brings a value with a doubtful word well down', () => {
    const doubtful = factor({ text: '7,89O.12', page: 1, box: [400, 560, 500, 580] });
    expect(0.9 * doubtful).toBeLessThan(0.7);
  });
});
