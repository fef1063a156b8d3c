import { formatCents } from '@ap/domain';
import type { SendEmailParameters } from '@ap/domain/contract';
import type { InvoiceRow } from '../invoice-view';

type Invoice = Pick<InvoiceRow, 'invoiceNumber' | 'amountCents' | 'currency'>;

const invoiceName = (invoice: Invoice) =>
  invoice.invoiceNumber ? `invoice ${invoice.invoiceNumber}` : 'your invoice';

/** The IRS's own copy of the form, so the vendor fills in the current revision. */
export const IRS_W9_URL = 'https://www.irs.gov/pub/irs-pdf/fw9.pdf';

/** Asks the vendor's contact for a completed and signed Form W-9, attached to a reply. */
export const composeW9Request = (input: {
  invoice: Invoice;
  vendor: { name: string; contactName: string | null; contactEmail: string };
  organizationName: string;
}): SendEmailParameters => {
  const { invoice, vendor } = input;
  const greeting = vendor.contactName?.trim() || vendor.name.trim() || 'there';
  return {
    to: [vendor.contactEmail],
    cc: [],
    subject: `Form W-9 request${invoice.invoiceNumber ? ` for invoice ${invoice.invoiceNumber}` : ''}`,
    body: [
      `Hello ${greeting},`,
      '',
      `Thank you for ${invoiceName(invoice)} for ${formatCents(invoice.amountCents, invoice.currency)}. To pay it and report our payments to you correctly, we need a current Form W-9 (Request for Taxpayer Identification Number and Certification).`,
      '',
      `Could you fill in and sign the form (${IRS_W9_URL}) and reply to this e-mail with it attached as a PDF?`,
      '',
      'Thank you,',
      `${input.organizationName} Accounts Payable`,
    ].join('\n'),
  };
};

/** An e-mail to the invoice's requisitioner for a person to write: the invoice named, no ask. */
export const composeRequisitionerEmail = (input: {
  invoice: Invoice;
  vendorName: string | null;
  requisitioner: { name: string | null; email: string };
  organizationName: string;
}): SendEmailParameters => {
  const { invoice } = input;
  const from = input.vendorName?.trim() ? ` from ${input.vendorName.trim()}` : '';
  const number = invoice.invoiceNumber ? ` ${invoice.invoiceNumber}` : '';
  return {
    to: [input.requisitioner.email],
    cc: [],
    subject: `Invoice${number}${from}`,
    body: [
      `Hello ${input.requisitioner.name?.trim() || 'there'},`,
      '',
      `About invoice${number}${from} for ${formatCents(invoice.amountCents, invoice.currency)}, which names you as its requisitioner:`,
      '',
      '',
      '',
      'Thank you,',
      `${input.organizationName} Accounts Payable`,
    ].join('\n'),
  };
};
