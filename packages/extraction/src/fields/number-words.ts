/**
 * Number words per language, for amounts spelled out on invoices ("Three Thousand One Hundred
 * Fifteen", "Neuf Cent Vingt Sept"): words that add (units and tens), words that multiply what
 * came before within a group (hundred, and French "vingt" after "quatre"), and scales that close
 * a group (thousand, million). Accents are folded before lookup.
 */
export type NumberWords = {
  adds: Record<string, number>;
  /** Multiply the group so far ("cent" in "neuf cent"), or stand for themselves alone. */
  multiplies: Record<string, number>;
  scales: Record<string, number>;
  /** Tens that multiply a unit just before them ("quatre vingt" is 80), else add. */
  timesUnit?: Record<string, number>;
  /** Words that join and mean nothing ("and", "et"). */
  joins: string[];
};

const en: NumberWords = {
  adds: {
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
    twenty: 20,
    thirty: 30,
    forty: 40,
    fourty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  },
  multiplies: { hundred: 100 },
  scales: {
    thousand: 1e3,
    lakh: 1e5,
    lakhs: 1e5,
    lac: 1e5,
    lacs: 1e5,
    million: 1e6,
    crore: 1e7,
    crores: 1e7,
    billion: 1e9,
  },
  joins: ['and'],
};

// "soixante dix" is 60 + 10, "quatre vingt" 4 × 20.
const fr: NumberWords = {
  adds: {
    zero: 0,
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    treize: 13,
    quatorze: 14,
    quinze: 15,
    seize: 16,
    vingt: 20,
    vingts: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    septante: 70,
    huitante: 80,
    octante: 80,
    nonante: 90,
  },
  multiplies: { cent: 100, cents: 100 },
  scales: { mille: 1e3, mil: 1e3, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9 },
  timesUnit: { vingt: 20, vingts: 20 },
  joins: ['et'],
};

export const NUMBER_WORDS: readonly NumberWords[] = [en, fr];

const fold = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A run of one language's number words as a number ("neuf cent vingt sept" is 927), or null. */
export function parseNumberWords(text: string): number | null {
  const words = fold(text).replace(/-/g, ' ').split(/\s+/).filter(Boolean);
  for (const language of NUMBER_WORDS) {
    const value = parseIn(words, language);
    if (value !== null) return value;
  }
  return null;
}

function parseIn(words: string[], language: NumberWords): number | null {
  const said = words.filter((word) => !language.joins.includes(word));
  if (said.length === 0) return null;
  let total = 0;
  let group = 0;
  let previous: number | null = null;
  for (const word of said) {
    const adds = language.adds[word];
    const multiplies = language.multiplies[word];
    const scale = language.scales[word];
    const times = language.timesUnit?.[word];
    if (times !== undefined && previous !== null && previous < 10)
      group += previous * times - previous;
    else if (adds !== undefined) group += adds;
    else if (multiplies !== undefined) group = (group || 1) * multiplies;
    else if (scale !== undefined) {
      total += (group || 1) * scale;
      group = 0;
    } else return null;
    previous = adds ?? null;
  }
  return total + group;
}
