import { readEmail } from '../email/read-email';
import { readHtml } from '../readers/html-reader';
import { readPdf } from '../readers/pdf-reader';
import { readW9Form } from '../w9/read-w9-form';
import { w9VendorDetails } from '../w9/w9-vendor-details';
import { extractVendorDetails, type VendorDetails } from './vendor-details';

const W9 = /\bform\s*w-?9\b|request\s*for\s*taxpayer\s*identification\s*number/i;

export type VendorReply = {
  details: VendorDetails;
  /** A W-9 came attached (named so, or a PDF that reads as one). */
  w9Attached: boolean;
  /** The W-9's filename, when one came. */
  w9Filename?: string;
};

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/**
 * A vendor's reply in a thread: the details its body gives (quoted history dropped), and
 * those of an attached W-9 (text PDFs; a scan is noted as attached but not read). The body
 * wins over the attachment where both give a field.
 */
export async function readVendorReply(raw: Uint8Array): Promise<VendorReply> {
  const email = await readEmail(raw);
  let body: VendorDetails = {};
  let attached: VendorDetails = {};
  let w9Filename: string | undefined;
  for (const part of email.parts) {
    if (part.role === 'body') {
      const text =
        part.contentType === 'text/html' ? readHtml(decode(part.bytes)).text : decode(part.bytes);
      body = { ...extractVendorDetails(text), ...body };
      continue;
    }
    const isPdf = part.contentType === 'application/pdf' || /\.pdf$/i.test(part.filename ?? '');
    const named = W9.test(part.filename ?? '') || /\bw-?9\b/i.test(part.filename ?? '');
    if (!isPdf) continue;
    const text = await readPdf(part.bytes)
      .then((pdf) => pdf.layout.text)
      .catch(() => '');
    if (named || W9.test(text)) {
      w9Filename ??= part.filename ?? 'W-9.pdf';
      // The form read field by field (filled-in fields included) wins over its text's labels.
      const form = await readW9Form(part.bytes).catch(() => undefined);
      attached = {
        ...extractVendorDetails(text),
        ...(form ? w9VendorDetails(form) : {}),
        ...attached,
      };
    }
  }
  return {
    details: { ...attached, ...body },
    w9Attached: w9Filename !== undefined,
    ...(w9Filename ? { w9Filename } : {}),
  };
}
