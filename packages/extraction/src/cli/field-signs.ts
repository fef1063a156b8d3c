import type { ExtractedInvoice, FieldSign } from '@ap/domain/contract';
import { describeSigns } from '../fields/signs';

type Shown = { value: string; confidence: number; signs?: FieldSign[] } | null | undefined;

const HEADER_FIELDS: [string, (invoice: ExtractedInvoice) => Shown][] = [
  ['vendor', (invoice) => invoice.vendor.name],
  ['vendor legal name', (invoice) => invoice.vendor.legal_name],
  ['invoice number', (invoice) => invoice.invoice_number],
  ['issue date', (invoice) => invoice.issue_date],
  ['due date', (invoice) => invoice.due_date],
  ['currency', (invoice) => invoice.currency],
  ['total', (invoice) => invoice.total],
  ['tax', (invoice) => invoice.tax],
];

/**
 * For a person reading `pnpm extract`: each header field's value, its confidence and the signs
 * that chose it among the candidates (or that none were weighed: one reading, or nothing read).
 */
export function describeHeaderChoices(invoice: ExtractedInvoice): string[] {
  const lines: string[] = [];
  for (const [name, read] of HEADER_FIELDS) {
    const field = read(invoice);
    if (field === undefined && name === 'vendor legal name') continue;
    const head = `  ${name.padEnd(18)}`;
    if (!field) {
      lines.push(`${head}(not read)`);
      continue;
    }
    const signs = field.signs?.length
      ? `signs: ${describeSigns(field.signs)}`
      : 'one reading, no candidates weighed';
    lines.push(`${head}${field.value} @${field.confidence}  ${signs}`);
  }
  return lines;
}
