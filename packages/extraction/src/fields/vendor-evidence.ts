import type { Cell, TextLayout } from '../layout/text-layout';
import type { FieldContext } from './context';
import { normalizeName } from './party-names';

// Mail and web hosts anyone can have an address at: they say nothing about who issued the invoice.
const SHARED_HOSTS =
  /^(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|icloud|me|mac|aol|gmx|web|proton|protonmail|yandex|mail|qq|163|126|naver|free|orange|wanadoo|t-online|libero|seznam|wp|onet|o2|bigpond|xtra|rediffmail|example)$/i;
// Second-level labels of country domains ("wat.com.tr", "acme.co.uk"): the name is before them.
const PUBLIC_SECOND_LEVEL = /^(?:com|co|org|net|gov|ac|edu|or|ne|go)$/i;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The name part of a host ("deg-sued.de" is "degsued"; "www.wat.com.tr" is "wat"). */
export function hostName(host: string): string | null {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  labels.pop(); // the top-level domain
  while (labels.length > 1 && PUBLIC_SECOND_LEVEL.test(labels[labels.length - 1] as string))
    labels.pop();
  const name = labels[labels.length - 1];
  if (!name || SHARED_HOSTS.test(name)) return null;
  const key = fold(name).replace(/[^a-z0-9]/g, '');
  return key.length >= 3 ? key : null;
}

const HOSTS = /(?:@|https?:\/\/|www\.)([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi;

/** The names of the hosts in the document's e-mail and web addresses (not the customer's), and the sender's. */
export function domainsOf(context: FieldContext, excluded: Set<Cell>): string[] {
  const names = new Set<string>();
  for (const line of context.layout.lines)
    for (const cell of line.cells) {
      if (excluded.has(cell)) continue;
      for (const match of cell.text.matchAll(HOSTS)) {
        const name = hostName(match[1] as string);
        if (name) names.add(name);
      }
    }
  const sender = context.senderEmail?.split('@')[1];
  const senderName = sender ? hostName(sender) : null;
  if (senderName) names.add(senderName);
  return [...names];
}

const STOP_WORDS = new Set([
  'de',
  'di',
  'da',
  'del',
  'der',
  'la',
  'le',
  'les',
  'the',
  'and',
  'of',
  'und',
  'et',
  'van',
  'von',
  've',
]);

/** Does a company name fit a host name: "Lenze B.V." and lenze.com, "Services Industriels de Genève" and sig-ge.ch? */
export function matchesDomain(name: string, host: string): boolean {
  const words = fold(normalizeName(name))
    .split(' ')
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
  const joined = words.join('');
  if (host.length >= 4 && joined.includes(host)) return true;
  const first = words[0];
  if (first && first.length >= 4 && host.includes(first)) return true;
  const initials = words.map((word) => word[0]).join('');
  return words.length >= 3 && host.startsWith(initials);
}

const normalizedText = new WeakMap<TextLayout, string>();

/** How often a (normalised) name is printed in the document. */
export function mentions(context: FieldContext, key: string): number {
  if (key.length < 4) return 0;
  let text = normalizedText.get(context.layout);
  if (text === undefined) {
    text = ` ${normalizeName(context.layout.text)} `;
    normalizedText.set(context.layout, text);
  }
  let count = 0;
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + key.length)) count += 1;
  return count;
}
