import type { LocaleCode } from './locales';
import type { Random } from './random';

const MONTHS: Record<string, string[]> = {
  en: [
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
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A date printing style per locale, picked once per document. */
export function pickDateFormat(locale: LocaleCode, random: Random): (iso: string) => string {
  const language = locale.slice(0, 2);
  const months = MONTHS[language] as string[];
  const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
  const styles: Record<string, ((iso: string) => string)[]> = {
    'en-US': [
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${pad(m)}/${pad(d)}/${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${months[m - 1]} ${d}, ${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${months[m - 1]?.slice(0, 3)} ${d}, ${y}`;
      },
      (iso) => iso,
    ],
    'en-GB': [
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${pad(d)}/${pad(m)}/${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${d} ${months[m - 1]} ${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${pad(d)}-${months[m - 1]?.slice(0, 3)}-${y}`;
      },
    ],
    'en-CA': [
      (iso) => iso,
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${months[m - 1]} ${d}, ${y}`;
      },
    ],
    'de-DE': [
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${pad(d)}.${pad(m)}.${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${d}. ${months[m - 1]} ${y}`;
      },
    ],
    'fr-FR': [
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${pad(d)}/${pad(m)}/${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${d} ${months[m - 1]} ${y}`;
      },
    ],
    'nl-NL': [
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${pad(d)}-${pad(m)}-${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${d} ${months[m - 1]} ${y}`;
      },
    ],
    'es-ES': [
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${pad(d)}/${pad(m)}/${y}`;
      },
      (iso) => {
        const [y, m, d] = parts(iso);
        return `${d} de ${months[m - 1]} de ${y}`;
      },
    ],
  };
  return random.pick(styles[locale] as ((iso: string) => string)[]);
}

function group(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Prints an amount (decimal string) the way the locale does, with or without its currency. */
export function formatMoney(
  value: string,
  locale: LocaleCode,
  currency: string,
  withCurrency: boolean,
): string {
  const negative = value.startsWith('-');
  const [integer = '0', fraction = '00'] = value.replace('-', '').split('.');
  const sign = negative ? '-' : '';
  const symbol =
    { USD: '$', GBP: '£', EUR: '€', CAD: 'CA$', CHF: 'CHF ' }[currency] ?? `${currency} `;
  switch (locale) {
    case 'en-US':
    case 'en-GB':
    case 'en-CA': {
      const number = `${group(integer, ',')}.${fraction}`;
      return withCurrency ? `${sign}${symbol}${number}` : `${sign}${number}`;
    }
    case 'fr-FR': {
      const number = `${group(integer, ' ')},${fraction}`;
      return withCurrency ? `${sign}${number} ${symbol.trim()}` : `${sign}${number}`;
    }
    case 'nl-NL': {
      const number = `${group(integer, '.')},${fraction}`;
      return withCurrency ? `${symbol.trim()} ${sign}${number}` : `${sign}${number}`;
    }
    default: {
      const number = `${group(integer, '.')},${fraction}`;
      return withCurrency ? `${sign}${number} ${symbol.trim()}` : `${sign}${number}`;
    }
  }
}

/** A quantity as printed: integers plain, fractions with the locale's decimal mark. */
export function formatQuantity(value: string, locale: LocaleCode): string {
  const trimmed = value.includes('.') ? value.replace(/\.?0+$/, '') : value;
  return locale.startsWith('en') ? trimmed : trimmed.replace('.', ',');
}
