import { extractFromDocument } from '../../src/index';

/** Reads lines of plain text as the reader reads a .txt file or an e-mail body: its first invoice. */
export const readTextInvoice = async (lines: string[], filename = 'invoice.txt') =>
  (
    await extractFromDocument({
      bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
      filename,
    })
  ).invoices[0];
