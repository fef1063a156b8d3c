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
      invoice: readUbl(xml, root, { ...document, kind: kindOverride ?? 'ubl' }),
    };
  if (rootName === 'CrossIndustryInvoice')
    return {
      kind: 'cii',
      invoice: readCii(xml, root, { ...document, kind: kindOverride ?? 'cii' }),
    };
  return { kind: 'other', root: rootName };
}
