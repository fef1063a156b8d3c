import {
  ARCHETYPES,
  type Archetype,
  CLASSES,
  DEPARTMENTS,
  type ItemKind,
  SLOT_WORDS,
} from './archetypes';

/** The generator's settings; the bench tunes the model on one seed and reports the others. */
export type GeneratorSettings = {
  seed: number;
  recurringVendors: number;
  /** Vendors billed once or twice in the year of history. */
  oneOffVendors: number;
  /** Vendors first seen in the bills that follow the history. */
  newVendors: number;
  /** Share of history lines a person coded wrongly (another account, class or location). */
  miscodedShare: number;
  /** Share of lines whose description is generic ("Services", "Misc"). */
  vagueShare: number;
  /** Share of a recurring vendor's next lines of a kind it never billed before. */
  novelItemShare: number;
  /** Chance a vendor's line kind gets its own class / location instead of the vendor's. */
  itemClassShare: number;
  itemLocationShare: number;
};

export const DEFAULT_SETTINGS: Omit<GeneratorSettings, 'seed'> = {
  recurringVendors: 45,
  oneOffVendors: 35,
  newVendors: 15,
  miscodedShare: 0.03,
  vagueShare: 0.03,
  novelItemShare: 0.04,
  itemClassShare: 0.25,
  itemLocationShare: 0.15,
};

export type Coding = { account: string; class: string; department: string };
export type BenchLine = { description: string; amountCents: number; truth: Coding; coded: Coding };
export type BenchBill = { vendorId: string; vendorName: string; at: number; lines: BenchLine[] };

/** mulberry32: a small seeded generator, so every run of a seed is the same organisation. */
const random = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SYLLABLES = [
  'ak',
  'bel',
  'cor',
  'dan',
  'el',
  'fin',
  'gar',
  'hol',
  'ist',
  'jun',
  'kel',
  'lor',
  'mar',
  'nor',
  'ost',
  'pra',
  'quin',
  'ros',
  'sel',
  'tor',
  'ul',
  'ven',
  'wes',
  'yar',
  'zan',
];
const SUFFIXES = ['Inc', 'LLC', 'Co', 'Group', 'Partners', 'Services', 'Supply', 'Systems'];
const VAGUE = ['Services', 'Misc. charges', 'Services rendered', 'Adjustment', 'Other'];

export const generateOrganisation = (settings: GeneratorSettings) => {
  const rnd = random(settings.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const between = (low: number, high: number) => Math.round(low + rnd() * (high - low));
  const weighted = <T extends { weight: number }>(list: readonly T[]): T => {
    let r = rnd() * list.reduce((sum, x) => sum + x.weight, 0);
    for (const x of list) {
      r -= x.weight;
      if (r <= 0) return x;
    }
    return list[list.length - 1] as T;
  };
  // The organisation's habits: which of an item kind's accounts it books to.
  const habit = new Map<ItemKind, string>();
  const accountOf = (kind: ItemKind) => {
    if (!habit.has(kind)) habit.set(kind, pick(kind.accounts));
    return habit.get(kind) as string;
  };
  const name = () => {
    const word = pick(SYLLABLES) + pick(SYLLABLES) + (rnd() < 0.5 ? pick(SYLLABLES) : '');
    return `${word[0]?.toUpperCase()}${word.slice(1)} ${pick(SUFFIXES)}`;
  };

  type Vendor = {
    id: string;
    name: string;
    archetype: Archetype;
    kinds: ItemKind[];
    coding: Map<ItemKind, Coding>;
    billsPerYear: number;
  };
  let vendorCount = 0;
  const makeVendor = (): Vendor => {
    const archetype = pick(ARCHETYPES);
    const kinds = archetype.items.filter((_, i) => i === 0 || rnd() < 0.7);
    const klass = pick(CLASSES);
    const department = pick(DEPARTMENTS);
    const coding = new Map<ItemKind, Coding>();
    for (const kind of archetype.items)
      coding.set(kind, {
        account: accountOf(kind),
        class: rnd() < settings.itemClassShare ? pick(CLASSES) : klass,
        department: rnd() < settings.itemLocationShare ? pick(DEPARTMENTS) : department,
      });
    vendorCount += 1;
    return {
      id: `ven_${vendorCount}`,
      name: name(),
      archetype,
      kinds,
      coding,
      billsPerYear: between(...archetype.billsPerYear),
    };
  };

  const describe = (kind: ItemKind, month: number, year: number) => {
    if (rnd() < settings.vagueShare) return pick(VAGUE);
    const text = pick(kind.templates)
      .replace(
        '{month}',
        rnd() < 0.5 ? (MONTHS[month] as string) : (MONTHS[month] as string).slice(0, 3),
      )
      .replace('{year}', String(year))
      .replace('{n}', String(between(1, 48)))
      .replace('{code}', `${pick(['X', 'K', 'TR', 'HP', 'Z'])}-${between(100, 9999)}`)
      .replace('{word}', pick(SLOT_WORDS.word))
      .replace('{site}', pick(SLOT_WORDS.site))
      .replace('{who}', pick(SLOT_WORDS.who));
    return rnd() < 0.15 ? text.toUpperCase() : text;
  };

  const miscode = (truth: Coding): Coding => {
    if (rnd() >= settings.miscodedShare) return truth;
    const field = pick(['account', 'class', 'department'] as const);
    const accounts = [...new Set(ARCHETYPES.flatMap((a) => a.items.map(accountOf)))];
    const choices = { account: accounts, class: CLASSES, department: DEPARTMENTS }[field];
    return { ...truth, [field]: pick(choices) };
  };

  const bill = (vendor: Vendor, at: Date, novel: boolean, history: boolean): BenchBill => {
    const month = at.getUTCMonth();
    const kinds = vendor.kinds.filter(
      (kind) => (!kind.months || kind.months.includes(month + 1)) && (!kind.yearly || rnd() < 0.12),
    );
    const usable = kinds.length ? kinds : vendor.kinds.slice(0, 1);
    const count = Math.min(usable.length + 1, between(1, 4));
    const lines: BenchLine[] = [];
    for (let i = 0; i < count; i++) {
      const others = vendor.archetype.items.filter((kind) => !vendor.kinds.includes(kind));
      const kind =
        novel && others.length && rnd() < settings.novelItemShare ? pick(others) : weighted(usable);
      const truth = vendor.coding.get(kind) as Coding;
      lines.push({
        description: describe(kind, month, at.getUTCFullYear()),
        amountCents: between(...kind.cents),
        truth,
        coded: history ? miscode(truth) : truth,
      });
    }
    return { vendorId: vendor.id, vendorName: vendor.name, at: at.getTime(), lines };
  };

  const start = Date.UTC(2025, 0, 1);
  const DAY = 86_400_000;
  const recurring = Array.from({ length: settings.recurringVendors }, makeVendor);
  const oneOff = Array.from({ length: settings.oneOffVendors }, makeVendor);
  const history: BenchBill[] = [];
  for (const vendor of recurring) {
    const step = 365 / vendor.billsPerYear;
    for (let k = 0; k < vendor.billsPerYear; k++)
      history.push(
        bill(vendor, new Date(start + Math.round((k + rnd()) * step) * DAY), false, true),
      );
  }
  for (const vendor of oneOff)
    for (let k = between(1, 2); k > 0; k--)
      history.push(bill(vendor, new Date(start + between(0, 364) * DAY), false, true));
  // The next two months: every recurring vendor bills on, and new vendors appear.
  const fresh = Array.from({ length: settings.newVendors }, makeVendor);
  const next: BenchBill[] = [];
  for (const vendor of recurring) {
    const bills = Math.max(1, Math.round((vendor.billsPerYear * 2) / 12));
    for (let k = 0; k < bills; k++)
      next.push(bill(vendor, new Date(start + (365 + between(0, 59)) * DAY), true, false));
  }
  for (const vendor of fresh)
    next.push(bill(vendor, new Date(start + (365 + between(0, 59)) * DAY), false, false));
  history.sort((a, b) => a.at - b.at);
  next.sort((a, b) => a.at - b.at);
  return { history, next, recurringIds: new Set(recurring.map((v) => v.id)) };
};
