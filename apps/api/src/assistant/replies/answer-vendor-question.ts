import { formatCents, formatShortDate, getInvoiceDisplayStatus } from '@ap/domain';
import type { InvoiceRow } from '../../invoices/invoice-view';
import type { VendorRow } from '../../vendors/vendor-view';
import type { Draft } from '../drafting/draft-task';
import type { Protections } from '../drafting/protections';
import { composeVendorReply } from '../drafting/vendor-reply';
import { missingFromVendor } from '../drafting/vendor-request';
import type { VendorQuestion } from './question-signs';

/** What we may tell a vendor is missing: names of documents, never the values we hold. */
const NEEDED: Record<string, string> = {
  tax_id: 'your tax ID (EIN or TIN)',
  w9: 'a completed and signed Form W-9',
  bank_details: 'your bank details for ACH payment',
  remittance_address: 'your remittance address',
  corrected_invoice: 'a corrected invoice (the line items do not match the total)',
  duplicate_confirmation: 'a confirmation whether this invoice is a duplicate',
};

/**
 * The facts of this vendor's own invoice: its status, the scheduled date, what is missing
 * from them. Never bank details (only that they are needed), never another vendor's data.
 */
const facts = (invoice: InvoiceRow, vendor: VendorRow, questions: readonly VendorQuestion[]) => {
  const number = invoice.invoiceNumber ? `invoice ${invoice.invoiceNumber}` : 'your invoice';
  const amount = formatCents(invoice.amountCents, invoice.currency);
  const status = getInvoiceDisplayStatus(invoice);
  const missing = missingFromVendor(vendor, invoice.checks).map((ask) => NEEDED[ask] ?? ask);
  const lines: string[] = [];
  if (status === 'Paid') lines.push(`Our records show ${number} for ${amount} as paid.`);
  else if (invoice.paymentSendDate)
    lines.push(
      `${number.charAt(0).toUpperCase()}${number.slice(1)} for ${amount} is scheduled for payment on ${formatShortDate(invoice.paymentSendDate) ?? invoice.paymentSendDate}.`,
    );
  else
    lines.push(
      `${number.charAt(0).toUpperCase()}${number.slice(1)} for ${amount} is ${status === 'Ready to Pay' ? 'approved for payment and not yet scheduled' : 'in review and not yet scheduled for payment'}.`,
    );
  if (missing.length) lines.push(`To pay it we still need from you: ${missing.join('; ')}.`);
  else if (questions.includes('what_is_needed'))
    lines.push('We need nothing more from you for now.');
  return lines;
};

export const vendorQuestionDraft = (input: {
  invoice: InvoiceRow;
  vendor: VendorRow;
  questions: readonly VendorQuestion[];
  protections: Protections;
  threadSubject: string | undefined;
  dedupeKey: string;
}): Draft => ({
  taskType: 'send_email',
  parameters: composeVendorReply({
    vendor: input.vendor,
    paragraphs: [
      'Thank you for your message.',
      ...facts(input.invoice, input.vendor, input.questions),
    ],
    threadSubject: input.threadSubject,
    invoiceNumber: input.invoice.invoiceNumber,
    organizationName: input.protections.org.name,
  }),
  dedupeKey: input.dedupeKey,
  protection: input.protections.emailVendor(),
  description: `Answer ${input.vendor.contactEmail ?? 'the vendor'}'s question (${input.questions.join(', ')})`,
});
