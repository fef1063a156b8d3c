import type { Line, TextLayout } from '../layout/text-layout';
import type { Placed } from './blocks';
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
