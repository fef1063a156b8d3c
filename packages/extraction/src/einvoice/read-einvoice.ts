import type { ExtractedDocument, ExtractedInvoice } from '@ap/domain/contract';
import { XMLParser } from 'fast-xml-parser';
import { readCii } from './read-cii';
import { readUbl } from './read-ubl';

export type EInvoiceRead =
  | { kind: 'ubl' | 'cii'; invoice: ExtractedInvoice }
  | { kind: 'other'; root: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  parseTagValue: false, // amounts and ids stay exactly as printed
  parseAttributeValue: false,
  processEntities: true,
  // No DTDs or external entities: a document is data.
  allowBooleanAttributes: false,
});

/** Reads a UBL or CII e-invoice exactly; any other XML is reported by its root element. */
export function readEInvoice(
  xml: string,
  document: Omit<ExtractedDocument, 'kind'>,
  kindOverride?: 'facturx',
): EInvoiceRead {
  const parsed = parser.parse(xml) as Record<string, unknown>;
  const rootName = Object.keys(parsed).find((key) => !key.startsWith('?')) ?? '';
  const root = parsed[rootName];
  if (rootName === 'Invoice')
    return {
      kind: 'ubl',
      invoice: signed(readUbl(xml, root, { ...document, kind: kindOverride ?? 'ubl' }), 'UBL'),
    };
  if (rootName === 'CrossIndustryInvoice')
    return {
      kind: 'cii',
      invoice: signed(readCii(xml, root, { ...document, kind: kindOverride ?? 'cii' }), 'CII'),
    };
  return { kind: 'other', root: rootName };
}

/**
 * The header fields of an e-invoice are not chosen among candidates: each is its syntax's own
 * element. Their sign says so, as a printed invoice's say what chose them.
 */
function signed(invoice: ExtractedInvoice, syntax: 'UBL' | 'CII'): ExtractedInvoice {
  const sign = { what: `the ${syntax} e-invoice's own element`, weight: 3 };
  for (const field of [
    invoice.vendor.name,
    invoice.invoice_number,
    invoice.issue_date,
    invoice.due_date,
    invoice.total,
  ])
    if (field) field.signs = [sign];
  return invoice;
}
