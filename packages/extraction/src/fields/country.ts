import type { Language } from './language';

/**
 * The issuer's likely country, from what the document prints: tax-id words and formats, phone
 * prefixes, IBANs, web domains, country names, and (weakest) the language. Each sign adds to a
 * country's score; the reasons are kept so a guess can say what it rests on.
 */
export type CountryGuess = { country: string; score: number; reasons: string[] };

type Sign = {
  pattern: RegExp;
  country: string | ((match: RegExpMatchArray) => string | null);
  weight: number;
  what: string;
};

const EU_VAT =
  /(?<![A-Z0-9])(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK)\s?U?\d[\dA-Z]{7,11}(?![A-Z0-9])/g;

const TLD_COUNTRY: Record<string, string> = {
  de: 'DE',
  at: 'AT',
  ch: 'CH',
  fr: 'FR',
  be: 'BE',
  nl: 'NL',
  lu: 'LU',
  it: 'IT',
  es: 'ES',
  pt: 'PT',
  ie: 'IE',
  uk: 'GB',
  no: 'NO',
  se: 'SE',
  dk: 'DK',
  fi: 'FI',
  ee: 'EE',
  lt: 'LT',
  lv: 'LV',
  pl: 'PL',
  cz: 'CZ',
  sk: 'SK',
  hu: 'HU',
  ro: 'RO',
  bg: 'BG',
  tr: 'TR',
  gr: 'GR',
  br: 'BR',
  ar: 'AR',
  mx: 'MX',
  cl: 'CL',
  co: 'CO',
  pe: 'PE',
  ec: 'EC',
  in: 'IN',
  cn: 'CN',
  jp: 'JP',
  th: 'TH',
  au: 'AU',
  nz: 'NZ',
  ca: 'CA',
  sg: 'SG',
  hk: 'HK',
  za: 'ZA',
  vn: 'VN',
  id: 'ID',
  tn: 'TN',
};

const PHONE_COUNTRY: Record<string, string> = {
  '1': 'US',
  '27': 'ZA',
  '30': 'GR',
  '31': 'NL',
  '32': 'BE',
  '33': 'FR',
  '34': 'ES',
  '351': 'PT',
  '352': 'LU',
  '353': 'IE',
  '358': 'FI',
  '359': 'BG',
  '36': 'HU',
  '370': 'LT',
  '371': 'LV',
  '372': 'EE',
  '39': 'IT',
  '40': 'RO',
  '41': 'CH',
  '420': 'CZ',
  '421': 'SK',
  '43': 'AT',
  '44': 'GB',
  '45': 'DK',
  '46': 'SE',
  '47': 'NO',
  '48': 'PL',
  '49': 'DE',
  '51': 'PE',
  '52': 'MX',
  '54': 'AR',
  '55': 'BR',
  '56': 'CL',
  '57': 'CO',
  '593': 'EC',
  '60': 'MY',
  '61': 'AU',
  '64': 'NZ',
  '65': 'SG',
  '66': 'TH',
  '81': 'JP',
  '84': 'VN',
  '852': 'HK',
  '86': 'CN',
  '90': 'TR',
  '91': 'IN',
  '216': 'TN',
};

const SIGNS: Sign[] = [
  {
    pattern: EU_VAT,
    country: (m) => (m[1] === 'EL' ? 'GR' : (m[1] as string)),
    weight: 3,
    what: 'VAT number',
  },
  {
    pattern: /\bCHE-?\d{3}\.?\d{3}\.?\d{3}\b/g,
    country: 'CH',
    weight: 3,
    what: 'Swiss VAT number',
  },
  {
    pattern: /\b(?:GSTIN|CGST|SGST|IGST|UTGST|HSN|PAN\s*No)\b/g,
    country: 'IN',
    weight: 3,
    what: 'Indian GST',
  },
  {
    pattern:
      /\b(?:C\.?U\.?I\.?T\.?|AFIP|Ingresos\s*Brutos|Responsable\s*(?:Inscripto|Monotributo)|C\.?A\.?E\.?\s*N)/g,
    country: 'AR',
    weight: 3,
    what: 'Argentine tax ids',
  },
  {
    pattern: /\b(?:CNPJ|CPF|ICMS|Nota\s*Fiscal|NF-?e)\b/gi,
    country: 'BR',
    weight: 3,
    what: 'Brazilian tax ids',
  },
  { pattern: /\b(?:RFC|CFDI)\b/g, country: 'MX', weight: 2, what: 'Mexican tax ids' },
  { pattern: /\bR\.?U\.?C\.?\b/g, country: 'EC', weight: 1, what: 'RUC' },
  {
    // The RUC's own form tells the country: Ecuador's is a 10-digit id and its establishment
    // "001"; Peru's is 11 digits from 10, 15, 17 or 20.
    pattern: /\bR\.?U\.?C\.?\s*:?\s*(?:(\d{10}001)|(?:10|15|17|20)\d{9})(?!\d)/g,
    country: (m) => (m[1] ? 'EC' : 'PE'),
    weight: 3,
    what: 'RUC number',
  },
  {
    // A RUT with its check digit ("96.568.740-8", "76.030.731-K") and the tax office, the SII.
    pattern:
      /\bR\.?U\.?T\.?\s*:?\s*\d{1,2}\.?\d{3}\.?\d{3}-[\dkK](?![\w-])|\bS\.I\.I\.|Timbre\s*Electr[óo]nico\s*S\.?I\.?I/g,
    country: 'CL',
    weight: 3,
    what: 'Chilean tax ids',
  },
  {
    // A Tunisian matricule fiscal: seven digits, a check letter, then the VAT code, category and
    // establishment ("1376164M/B/M/000").
    pattern: /\b\d{7}\s?[A-Z]\s?\/\s?[ABDNP]\s?\/\s?[MPCNE]\s?\/\s?\d{3}\b/gi,
    country: 'TN',
    weight: 3,
    what: 'Tunisian tax id',
  },
  // Its name alone says less: Algeria's invoices may use it too.
  { pattern: /\bMatricule\s*Fiscale?\b/gi, country: 'TN', weight: 1.5, what: 'matricule fiscal' },
  {
    pattern: /\b(?:GST\s*\/\s*HST|HST|QST|TPS|TVQ|PST)\b/g,
    country: 'CA',
    weight: 3,
    what: 'Canadian sales taxes',
  },
  { pattern: /\bABN\b|\bPty\.?\s*Ltd\b/g, country: 'AU', weight: 3, what: 'Australian ABN' },
  { pattern: /\b(?:NZBN|IRD)\b/g, country: 'NZ', weight: 3, what: 'New Zealand tax ids' },
  { pattern: /\b(?:EIN|Sales\s*Tax)\b/g, country: 'US', weight: 1, what: 'US tax words' },
  { pattern: /\b(?:NIP|REGON)\b/g, country: 'PL', weight: 2, what: 'Polish tax ids' },
  {
    pattern: /(?<!\p{L})(?:DIČ|IČO?|DPH)(?!\p{L})/gu,
    country: 'CZ',
    weight: 2,
    what: 'Czech tax ids',
  },
  {
    pattern: /(?<!\p{L})(?:KDV|VKN|Vergi\s*Dairesi|Mersis)(?!\p{L})/gu,
    country: 'TR',
    weight: 3,
    what: 'Turkish tax ids',
  },
  {
    pattern: /(?<!\p{L})(?:MVA|Foretaksregisteret|KID)(?!\p{L})/gu,
    country: 'NO',
    weight: 2,
    what: 'Norwegian MVA',
  },
  { pattern: /(?<!\p{L})(?:CVR|SE-nr)(?!\p{L})/gu, country: 'DK', weight: 2, what: 'Danish CVR' },
  {
    pattern: /增值税|纳税人识别号|统一社会信用代码|价税合计/gu,
    country: 'CN',
    weight: 3,
    what: 'Chinese VAT invoice',
  },
  {
    pattern: /登録番号|消費税|御中|株式会社|有限会社/gu,
    country: 'JP',
    weight: 3,
    what: 'Japanese invoice terms',
  },
  {
    pattern: /เลขประจำตัวผู้เสียภาษี|ภาษีมูลค่าเพิ่ม|บริษัท/gu,
    country: 'TH',
    weight: 3,
    what: 'Thai tax terms',
  },
  {
    pattern: /mã\s*số\s*thuế|giá\s*trị\s*gia\s*tăng|(?<!\p{L})GTGT(?!\p{L})/giu,
    country: 'VN',
    weight: 3,
    what: 'Vietnamese tax terms',
  },
  {
    pattern: /(?<!\p{L})(?:ИНН|КПП|ОГРН)(?!\p{L})/gu,
    country: 'RU',
    weight: 2,
    what: 'Russian tax ids',
  },
  {
    pattern: /(?<!\p{L})(?:ЄДРПОУ|ПДВ|МФО)(?!\p{L})/gu,
    country: 'UA',
    weight: 2,
    what: 'Ukrainian tax ids',
  },
  {
    pattern: /(?<!\p{L})ad[óo]sz[áa]m(?!\p{L})/giu,
    country: 'HU',
    weight: 2,
    what: 'Hungarian adószám',
  },
  { pattern: /(?<!\p{L})NPWP(?!\p{L})/gu, country: 'ID', weight: 3, what: 'Indonesian NPWP' },
  {
    pattern: /(?<!\p{L})Y-?tunnus(?!\p{L})/giu,
    country: 'FI',
    weight: 3,
    what: 'Finnish Y-tunnus',
  },
  { pattern: /\b(?:CIF|NIF)\b/g, country: 'ES', weight: 1, what: 'Spanish tax ids' },
  {
    pattern: /\bP\.?\s*IVA\b|Partita\s*IVA|Codice\s*fiscale/gi,
    country: 'IT',
    weight: 2,
    what: 'Italian tax ids',
  },
  { pattern: /\b(?:SIRET|SIREN|RCS)\b/g, country: 'FR', weight: 2, what: 'French company ids' },
  { pattern: /\bUSt-?Id|Steuer-?Nr|\bHRB\b/gi, country: 'DE', weight: 1, what: 'German tax ids' },
  {
    pattern: /\bKvK\b|Kamer\s*van\s*Koophandel/gi,
    country: 'NL',
    weight: 2,
    what: 'Dutch chamber of commerce',
  },
  {
    pattern: /\+\s?(\d{1,3})[\s(\-.]/g,
    country: (m) =>
      PHONE_COUNTRY[m[1] as string] ?? PHONE_COUNTRY[(m[1] as string).slice(0, 2)] ?? null,
    weight: 1,
    what: 'phone prefix',
  },
  {
    pattern: /(?:@|www\.|https?:\/\/)[a-z0-9.-]+\.([a-z]{2})\b/gi,
    country: (m) => TLD_COUNTRY[(m[1] as string).toLowerCase()] ?? null,
    weight: 1,
    what: 'web domain',
  },
  {
    pattern: /\bIBAN\s*:?\s*([A-Z]{2})\d{2}/g,
    country: (m) => m[1] as string,
    weight: 2,
    what: 'IBAN',
  },
  {
    pattern:
      /(?<!\p{L})(Deutschland|Germany|Österreich|Austria|Schweiz|Suisse|Svizzera|Switzerland|France|Nederland|Netherlands|België|Belgique|Belgium|Italia|Italy|España|Spain|Portugal|Ireland|United\s*Kingdom|Norge|Norway|Sverige|Sweden|Danmark|Denmark|Polska|Poland|Česká\s*republika|Czech\s*Republic|România|Romania|Türkiye|Turkey|Brasil|Brazil|Argentina|México|Mexico|Ecuador|India|China|中国|Japan|日本|Thailand|ประเทศไทย|Australia|New\s*Zealand|Canada|USA|United\s*States|Estonia|Eesti|Lithuania|Lietuva|Buenos\s*Aires|Santa\s*Fe|Ontario|Québec|Quebec|British\s*Columbia|Alberta|New\s*South\s*Wales|Victoria|Queensland|Auckland|Wellington|Bangkok|Tokyo|東京都|Shanghai|上海|Beijing|北京|São\s*Paulo|Rio\s*de\s*Janeiro|Minas\s*Gerais|Santa\s*Catarina|Mumbai|Delhi|Kolkata|Bengaluru|Bangalore|Chennai|Hyderabad|Istanbul|İstanbul|Ankara|Oslo|Praha|Brno|Warszawa|Kraków|Bucure[șş]ti|Tallinn|Vilnius|Guayaquil|Quito|Chile|Santiago\s*de\s*Chile|Valpara[íi]so)(?!\p{L})/gu,
    country: (m) => PLACE_COUNTRY[(m[1] as string).toLowerCase().replace(/\s+/g, ' ')] ?? null,
    weight: 2,
    what: 'address',
  },
];

const PLACE_COUNTRY: Record<string, string> = {
  deutschland: 'DE',
  germany: 'DE',
  österreich: 'AT',
  austria: 'AT',
  schweiz: 'CH',
  suisse: 'CH',
  svizzera: 'CH',
  switzerland: 'CH',
  france: 'FR',
  nederland: 'NL',
  netherlands: 'NL',
  belgië: 'BE',
  belgique: 'BE',
  belgium: 'BE',
  italia: 'IT',
  italy: 'IT',
  españa: 'ES',
  spain: 'ES',
  portugal: 'PT',
  ireland: 'IE',
  'united kingdom': 'GB',
  norge: 'NO',
  norway: 'NO',
  sverige: 'SE',
  sweden: 'SE',
  danmark: 'DK',
  denmark: 'DK',
  polska: 'PL',
  poland: 'PL',
  'česká republika': 'CZ',
  'czech republic': 'CZ',
  românia: 'RO',
  romania: 'RO',
  türkiye: 'TR',
  turkey: 'TR',
  brasil: 'BR',
  brazil: 'BR',
  argentina: 'AR',
  méxico: 'MX',
  mexico: 'MX',
  ecuador: 'EC',
  india: 'IN',
  china: 'CN',
  中国: 'CN',
  japan: 'JP',
  日本: 'JP',
  thailand: 'TH',
  ประเทศไทย: 'TH',
  vietnam: 'VN',
  magyarország: 'HU',
  hungary: 'HU',
  budapest: 'HU',
  россия: 'RU',
  москва: 'RU',
  'санкт-петербург': 'RU',
  україна: 'UA',
  київ: 'UA',
  indonesia: 'ID',
  finland: 'FI',
  suomi: 'FI',
  'việt nam': 'VN',
  'viet nam': 'VN',
  australia: 'AU',
  'new zealand': 'NZ',
  canada: 'CA',
  usa: 'US',
  'united states': 'US',
  estonia: 'EE',
  eesti: 'EE',
  lithuania: 'LT',
  lietuva: 'LT',
  'buenos aires': 'AR',
  'santa fe': 'AR',
  ontario: 'CA',
  québec: 'CA',
  quebec: 'CA',
  'british columbia': 'CA',
  alberta: 'CA',
  'new south wales': 'AU',
  victoria: 'AU',
  queensland: 'AU',
  auckland: 'NZ',
  wellington: 'NZ',
  bangkok: 'TH',
  'hà nội': 'VN',
  jakarta: 'ID',
  surabaya: 'ID',
  helsinki: 'FI',
  'hồ chí minh': 'VN',
  tokyo: 'JP',
  東京都: 'JP',
  shanghai: 'CN',
  上海: 'CN',
  beijing: 'CN',
  北京: 'CN',
  'são paulo': 'BR',
  'rio de janeiro': 'BR',
  'minas gerais': 'BR',
  'santa catarina': 'BR',
  mumbai: 'IN',
  delhi: 'IN',
  kolkata: 'IN',
  bengaluru: 'IN',
  bangalore: 'IN',
  chennai: 'IN',
  hyderabad: 'IN',
  istanbul: 'TR',
  i̇stanbul: 'TR',
  ankara: 'TR',
  oslo: 'NO',
  praha: 'CZ',
  brno: 'CZ',
  warszawa: 'PL',
  kraków: 'PL',
  bucurești: 'RO',
  bucureşti: 'RO',
  tallinn: 'EE',
  vilnius: 'LT',
  guayaquil: 'EC',
  quito: 'EC',
  chile: 'CL',
  'santiago de chile': 'CL',
  valparaíso: 'CL',
  valparaiso: 'CL',
};

// With nothing else printed, the language names the country (or, for shared ones, nothing).
const LANGUAGE_COUNTRY: Partial<Record<Language, string>> = {
  ja: 'JP',
  zh: 'CN',
  th: 'TH',
  tr: 'TR',
  no: 'NO',
  da: 'DK',
  sv: 'SE',
  cs: 'CZ',
  pl: 'PL',
  ro: 'RO',
  vi: 'VN',
  id: 'ID',
  fi: 'FI',
  ru: 'RU',
  uk: 'UA',
  hu: 'HU',
};

type SignFound = { sign: Sign; match: string; country: string };
const signsCache = new Map<string, SignFound[]>();

/** Every sign in a text, each kind at most three times (kept for the text's second reading). */
function signsIn(text: string): SignFound[] {
  const cached = signsCache.get(text);
  if (cached) return cached;
  const found: SignFound[] = [];
  for (const sign of SIGNS) {
    let hits = 0;
    for (const match of text.matchAll(sign.pattern)) {
      const country = typeof sign.country === 'string' ? sign.country : sign.country(match);
      if (!country) continue;
      if (hits >= 3) break;
      hits += 1;
      found.push({ sign, match: match[0], country });
    }
  }
  // One document at a time is read twice (a first and a final currency): a tiny cache will do.
  signsCache.clear();
  signsCache.set(text, found);
  return found;
}

/**
 * Scores the countries a document points to. `customerText` (the bill-to block) counts for
 * little: the customer's country is not the invoice's.
 */
export function guessCountry(
  text: string,
  language: Language,
  customerText = '',
): CountryGuess | null {
  const scores = new Map<string, CountryGuess>();
  const add = (country: string, weight: number, what: string) => {
    const entry = scores.get(country) ?? { country, score: 0, reasons: [] };
    entry.score += weight;
    if (!entry.reasons.includes(what)) entry.reasons.push(what);
    scores.set(country, entry);
  };
  for (const { sign, match, country } of signsIn(text)) {
    // The customer's own signs count a third.
    const inCustomer = customerText !== '' && customerText.includes(match);
    add(country, inCustomer ? sign.weight / 3 : sign.weight, sign.what);
  }
  const fromLanguage = LANGUAGE_COUNTRY[language];
  if (fromLanguage) add(fromLanguage, 1.5, 'language');
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score);
  return ranked[0] ?? null;
}

/** The currency of a country. */
export const COUNTRY_CURRENCY: Record<string, string> = {
  DE: 'EUR',
  AT: 'EUR',
  FR: 'EUR',
  BE: 'EUR',
  NL: 'EUR',
  LU: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  PT: 'EUR',
  IE: 'EUR',
  FI: 'EUR',
  EE: 'EUR',
  LT: 'EUR',
  LV: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  GR: 'EUR',
  MT: 'EUR',
  CY: 'EUR',
  HR: 'EUR',
  CH: 'CHF',
  GB: 'GBP',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  TR: 'TRY',
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
  EC: 'USD',
  IN: 'INR',
  CN: 'CNY',
  JP: 'JPY',
  TH: 'THB',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  ZA: 'ZAR',
  VN: 'VND',
  ID: 'IDR',
  RU: 'RUB',
  UA: 'UAH',
  MY: 'MYR',
  TN: 'TND',
};
