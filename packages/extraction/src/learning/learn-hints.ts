import type { ExtractedInvoice } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import { decideDecimalMark } from '../fields/amount';
import { decideDayFirst, findDates } from '../fields/dates';
import { detectLanguage, type Language } from '../fields/language';
import { largestAmount } from '../fields/totals';
import type { TextLayout } from '../layout/text-layout';
import { findValue, type Reading, readValue } from './field-values';
import { labelOf, valuesAfterLabel } from './labelled-value';
import {
  type CorrectedFields,
  LABELLED_FIELDS,
  type LabelledField,
  type ReadingHints,
} from './reading-hints';

const alnum = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();

/** Whether a person's value is the one the assistant read (as the field compares). */
export function sameValue(field: LabelledField | 'currency' | 'vendor_name', a: string, b: string) {
  if (field === 'total') {
    try {
      return new Decimal(a).equals(new Decimal(b));
    } catch {
      return false;
    }
  }
  if (field === 'issue_date') return a === b;
  return alnum(a) === alnum(b);
}

/** How the document writes numbers and dates, as the extraction decided it. */
export function readingOf(
  layout: TextLayout,
  invoice: ExtractedInvoice,
  dateOrder?: ReadingHints['dateOrder'],
): Reading {
  const language =
    (invoice.document.language as Language | undefined) ?? detectLanguage(layout.text);
  return {
    language,
    dayFirst: dateOrder
      ? dateOrder === 'day_first'
      : decideDayFirst(layout.text, language, invoice.currency?.value ?? null),
    decimalMark: decideDecimalMark(layout.text),
  };
}

/** The value the assistant read for a field, or null. */
export const readField = (invoice: ExtractedInvoice, field: LabelledField) =>
  (field === 'total'
    ? invoice.total
    : field === 'issue_date'
      ? invoice.issue_date
      : invoice.invoice_number
  )?.value ?? null;

/**
 * The label a field is printed after: of every place the right value is printed, the first
 * (the last for a total) whose label, read back, gives that value again on this very page.
 */
function learnLabel(
  layout: TextLayout,
  field: LabelledField,
  want: string,
  reading: Reading,
): string | undefined {
  const labels: string[] = [];
  for (const line of layout.lines)
    for (const cell of line.cells) {
      const hit = findValue(field, cell.text, want, reading);
      if (!hit) continue;
      const label = labelOf(layout, { line, cell, text: cell.text }, hit.index);
      if (label && !labels.includes(label)) labels.push(label);
    }
  if (field === 'total') labels.reverse();
  return labels.find((label) =>
    sameValue(field, readByLabel(layout, field, label, reading)?.value ?? '', want),
  );
}

/** The value a learned label gives on a page: first place it is printed (last for a total). */
export function readByLabel(
  layout: TextLayout,
  field: LabelledField,
  label: string,
  reading: Reading,
) {
  const occurrences = valuesAfterLabel(layout, label);
  if (field === 'total') occurrences.reverse();
  for (const places of occurrences)
    for (const place of places) {
      const hit = readValue(field, place.text, reading);
      if (hit) return { ...hit, place };
    }
  return undefined;
}

/** Whether the date a person gave is printed in the other order than the page was read in. */
function learnDateOrder(
  layout: TextLayout,
  want: string,
  reading: Reading,
): ReadingHints['dateOrder'] {
  const printed = (dayFirst: boolean) =>
    findDates(layout.text, reading.language, dayFirst).some((date) => date.iso === want);
  if (printed(reading.dayFirst) || !printed(!reading.dayFirst)) return undefined;
  return reading.dayFirst ? 'month_first' : 'day_first';
}

/**
 * What one invoice's corrections teach about its vendor: the name the organisation knows it
 * by, its currency, its date order, and the labels its number, date and total follow. Only a
 * field the person changed teaches anything; a label is kept only if it gives the corrected
 * value back on the corrected invoice's own page.
 */
export function learnReadingHints(
  layout: TextLayout,
  read: ExtractedInvoice,
  corrected: CorrectedFields,
  known: ReadingHints = {},
): ReadingHints {
  const hints: ReadingHints = { ...known, labels: { ...known.labels } };
  const name = corrected.vendor_name?.trim();
  if (name && !sameValue('vendor_name', name, read.vendor.name?.value ?? ''))
    hints.vendorName = name;
  const currency = corrected.currency?.trim().toUpperCase();
  if (currency && currency !== read.currency?.value) hints.currency = currency;
  let reading = readingOf(layout, read, known.dateOrder);
  const date = corrected.issue_date;
  if (date && date !== read.issue_date?.value) {
    const order = learnDateOrder(layout, date, reading);
    if (order) {
      hints.dateOrder = order;
      reading = { ...reading, dayFirst: order === 'day_first' };
    }
  }
  for (const field of LABELLED_FIELDS) {
    const want = corrected[field];
    if (!want) continue;
    const got = readField(read, field);
    if (got !== null && sameValue(field, want, got)) continue;
    const label = learnLabel(layout, field, want, reading);
    if (label) hints.labels = { ...hints.labels, [field]: label };
    else if (
      field === 'total' &&
      sameValue('total', largestAmount(layout, reading.decimalMark)?.value ?? '', want)
    )
      hints.totalPosition = 'largest_amount';
  }
  if (hints.labels && Object.keys(hints.labels).length === 0) delete hints.labels;
  return hints;
}
