import type { Line, TextLayout } from '../layout/text-layout';
import type { Placed } from './blocks';
import { detectLanguage } from './language';
import { clamp, type Found, sourceOf } from './source';

/**
 * China's VAT invoice (发票, the national layout) prints both parties the same way: a block
 * marked 购买方 (buyer) or 销售方 (seller), the marks often written down the block's left edge
 * one character a line, and in each block "名称: <name>". The mark nearest a name says whose it is.
 */
export type FapiaoParty = Found<string> & { placed: Placed };

const NAME = /(?:(销|购)\s*)?名\s*称\s*[:：]\s*(\S+(?:\s\S+)*?)(?=\s{2,}|$)/gu;
const SELLER_MARK = /^(?:销|售|销售方|销方)$|^销\s*名/u;
const BUYER_MARK = /^(?:购|买|购买方|购方)$|^购\s*名/u;

function roleNear(lines: Line[], index: number): 'seller' | 'buyer' | null {
  for (let distance = 0; distance <= 3; distance += 1) {
    for (const line of [lines[index - distance], lines[index + distance]]) {
      for (const cell of line?.cells ?? []) {
        const text = cell.text.trim();
        if (SELLER_MARK.test(text)) return 'seller';
        if (BUYER_MARK.test(text)) return 'buyer';
      }
    }
  }
  return null;
}

const cache = new WeakMap<TextLayout, { seller?: FapiaoParty; buyer?: FapiaoParty }>();

export function readFapiaoParties(layout: TextLayout): {
  seller?: FapiaoParty;
  buyer?: FapiaoParty;
} {
  const cached = cache.get(layout);
  if (cached) return cached;
  const parties: { seller?: FapiaoParty; buyer?: FapiaoParty } = {};
  if (/名\s*称/u.test(layout.text)) {
    layout.lines.forEach((line, index) => {
      for (const match of line.text.matchAll(NAME)) {
        const name = match[2]?.trim();
        const cell = line.cells.find((candidate) => name && candidate.text.includes(name));
        if (!name || name.length < 2 || !cell) continue;
        const own = match[1] === '销' ? 'seller' : match[1] === '购' ? 'buyer' : null;
        const role = own ?? roleNear(layout.lines, index);
        if (!role || parties[role]) continue;
        const placed = { line, cell: { ...cell, text: name } };
        parties[role] = {
          value: name,
          confidence: clamp(0.9),
          source: sourceOf(line, name, cell),
          placed,
        };
      }
    });
  }
  cache.set(layout, parties);
  return parties;
}

// A VAT invoice of the national layout: its title, or its total's label (价税合计), letter-spaced
// or not; on a photo OCR may read neither, and a page in Chinese is then taken for one.
const FAPIAO = /发\s*票|增\s*值\s*税|价\s*税\s*合\s*计/u;
// Its number: eight digits printed top right after "№" (read as No, N°, Ne), and again beneath
// the ten- or twelve-digit invoice code (发票代码).
const NUMBER = /^(?:(?:N[o°º]|Ne|№)\.?\s*:?\s*)?(\d{8})\s*[:.]?$/u;

/**
 * The invoice number of a fapiao printed in the national layout, where no label names it (the
 * "№" before it is a symbol OCR reads as anything): an eight-digit number standing in a cell of
 * its own in the page's top quarter; of several, the one printed most.
 */
export function readFapiaoNumber(layout: TextLayout): Found<string> | null {
  if (!FAPIAO.test(layout.text) && detectLanguage(layout.text) !== 'zh') return null;
  const top = layout.lines.filter((line) => line.index < Math.max(4, layout.lines.length / 4));
  const counts = new Map<string, { count: number; line: Line; cell: Line['cells'][number] }>();
  for (const line of top)
    for (const cell of line.cells) {
      const value = NUMBER.exec(cell.text.trim())?.[1];
      if (!value) continue;
      const entry = counts.get(value) ?? { count: 0, line, cell };
      entry.count += 1;
      counts.set(value, entry);
    }
  const [best] = [...counts].sort((a, b) => b[1].count - a[1].count);
  if (!best) return null;
  const [value, { count, line, cell }] = best;
  return {
    value,
    confidence: clamp(count > 1 ? 0.75 : 0.6),
    source: sourceOf(line, value, cell),
  };
}
