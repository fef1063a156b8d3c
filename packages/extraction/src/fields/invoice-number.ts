import { isInvoiceTitle } from '../classify/classify-document';
import type { TextLayout } from '../layout/text-layout';
import { titlesFor } from '../vocabulary';
import { CONFIDENCE } from './confidence-policy';
import { createContext, type FieldContext } from './context';
import { readFapiaoNumber } from './fapiao';
import { parseReference, seriesAndNumber, withPointOfSale } from './identifiers';
import { NO_SPACES } from './labels';
import { detectLanguage } from './language';
import { labelledValues } from './read-labelled';
import { choose, type Sign } from './signs';
import { clamp, type Found, sourceOf } from './source';

type NumberCandidate = Found<string> & {
  how: 'label' | 'bare label' | 'prose' | 'national layout' | 'under the title';
  where?: 'same' | 'right' | 'below';
};

// "Invoice", "Número", "เลขที่" alone say less than "Invoice No." or "Rechnungsnummer".
const BARE_LABEL = /^(?:(?:tax\s*)?invoice|n[úu]mero|เลขที่)$/i;
// Prose: "invoice INV-1042 for ...", "Rechnung Nr. 2024-17", "3. Teilrechnung Nr. 2025-0214":
// an invoice's title word of any language (`vocabulary/`), then the number.
const PROSE = new RegExp(
  `(?<![\\p{L}\\d])(?:${titlesFor('invoice')
    .filter((title) => !NO_SPACES.test(title))
    .join(
      '|',
    )})\\s*(?:#|no\\.?|nr\\.?|n°|number)?\\s*:?\\s*([A-Z0-9][A-Z0-9\\-/._]*\\d[A-Z0-9\\-/]*)`,
  'iu',
);

// A number marked only "N°" ("No", "Nº", "#") in a cell of its own: what a fiscal box prints
// under the invoice's title ("FACTURA ELECTRÓNICA" over "N° 9672384").
const NUMBER_ONLY = /^(?:n[°ºo]\.?|nr\.?|#)\s*:?\s*([A-Z0-9][\w\-/.]*\d[\w\-/]*)$/iu;
// How many lines under the title the number may stand (the issuer's address beside it).
const UNDER_TITLE_LINES = 4;

/** Numbers marked "N°" in a cell under an invoice title, in the title's column. */
function numbersUnderTitle(layout: TextLayout): NumberCandidate[] {
  const found: NumberCandidate[] = [];
  layout.lines.forEach((line, index) => {
    for (const title of line.cells.filter((cell) => isInvoiceTitle(cell.text)))
      for (const below of layout.lines.slice(index + 1, index + 1 + UNDER_TITLE_LINES)) {
        if (below.page !== line.page) break;
        const cell = below.cells.find((each) => each.x0 < title.x1 && each.x1 > title.x0);
        const marked = cell ? NUMBER_ONLY.exec(cell.text.trim())?.[1] : undefined;
        const parsed = marked ? parseReference(3)(marked) : null;
        if (!parsed) continue;
        found.push({
          value: parsed.value,
          confidence: CONFIDENCE.numberUnderTitle,
          source: sourceOf(below, parsed.text),
          how: 'under the title',
        });
        break;
      }
  });
  return found;
}

const compact = (value: string) => value.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/**
 * References printed under a customer's or an account's label ("Account No.", "Customer
 * reference"): a bill's account number is not its invoice number.
 */
function accountReferences(context: FieldContext): Set<string> {
  const references = new Set<string>();
  for (const field of ['other', 'accountNumber'] as const)
    for (const found of labelledValues(context, field, parseReference(3)))
      references.add(compact(found.value));
  return references;
}

function invoiceNumberSigns(context: FieldContext): Sign<NumberCandidate>[] {
  const accounts = accountReferences(context);
  const filename = context.filename?.toLowerCase() ?? '';
  return [
    { what: 'invoice-number label', weight: 3, test: (found) => found.how === 'label' },
    {
      what: 'bare label (Invoice, Número)',
      weight: 1.5,
      test: (found) => found.how === 'bare label',
    },
    { what: 'in a sentence naming the invoice', weight: 1, test: (found) => found.how === 'prose' },
    {
      what: 'marked N° under the invoice title',
      weight: 2.5,
      test: (found) => found.how === 'under the title',
    },
    {
      what: "the national layout's place (a fapiao's eight digits)",
      weight: 2,
      test: (found) => found.how === 'national layout',
    },
    // Where it sits: in the label's cell, right of it, or under it (PLACEMENT_CONFIDENCE).
    { what: "in the label's cell", weight: 0.2, test: (found) => found.where === 'same' },
    { what: 'right of the label', weight: 0.1, test: (found) => found.where === 'right' },
    {
      what: 'printed again',
      weight: 0.5,
      test: (found, all) => all.some((other) => other !== found && other.value === found.value),
    },
    {
      what: 'in the file name',
      weight: 0.5,
      test: (found) => found.value.length >= 4 && filename.includes(found.value.toLowerCase()),
    },
    {
      what: 'an account or customer reference',
      weight: -5,
      test: (found) => accounts.has(compact(found.value)),
    },
  ];
}

/**
 * The invoice number among every value under an invoice-number label and in sentences naming
 * the invoice, by signs; none when the best is an account's reference (a bill that prints only
 * its account number has no invoice number: null, never a guess).
 */
export function readInvoiceNumber(context: FieldContext): Found<string> | null {
  const series = seriesAndNumber(context);
  if (series) return { ...series, signs: [{ what: 'series and number', weight: 3 }] };
  const labelled: NumberCandidate[] = labelledValues(context, 'invoiceNumber', parseReference(1), {
    weakLabel: BARE_LABEL,
  }).map((found) => ({
    ...found,
    how: BARE_LABEL.test(found.label.trim()) ? 'bare label' : 'label',
  }));
  const prose: NumberCandidate[] = [];
  for (const line of context.layout.lines) {
    const value = PROSE.exec(line.text)?.[1];
    if (value && parseReference(3)(value))
      prose.push({
        value,
        confidence: CONFIDENCE.numberInProse,
        source: sourceOf(line, value),
        how: 'prose',
      });
  }
  const fapiao = readFapiaoNumber(context.layout);
  const national: NumberCandidate[] = fapiao ? [{ ...fapiao, how: 'national layout' }] : [];
  const underTitle = numbersUnderTitle(context.layout);
  // Document order reversed: of candidates that score alike, the first printed wins.
  const chosen = choose(
    [...national, ...underTitle.reverse(), ...prose.reverse(), ...labelled.reverse()],
    invoiceNumberSigns(context),
  );
  if (!chosen || chosen.score <= 0) return null;
  const { how: _how, where: _where, ...found } = chosen.candidate;
  const again = chosen.signs.some((sign) => sign.what === 'printed again')
    ? CONFIDENCE.printedAgain
    : 0;
  const inName = chosen.signs.some((sign) => sign.what === 'in the file name')
    ? CONFIDENCE.inFileName
    : 0;
  return {
    ...withPointOfSale(context, found),
    confidence: clamp(found.confidence + again + inName),
    signs: chosen.signs,
  };
}

/** The number a layout names under an invoice-number label, or null (one page of a PDF). */
export function labelledInvoiceNumber(
  layout: TextLayout,
  options: { bare?: boolean } = {},
): string | null {
  const context = createContext(layout, {
    language: detectLanguage(layout.text),
    dayFirst: true,
    organizationNames: [],
  });
  const found = readInvoiceNumber(context);
  const labelled = found?.signs?.some(
    (sign) =>
      sign.what === 'invoice-number label' ||
      (options.bare === true && sign.what.startsWith('bare label')),
  );
  return found && labelled ? found.value : null;
}
