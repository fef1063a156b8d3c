import { type InvoiceFixture, invoicePdf } from './invoice-pdf';
import type { GmailAccount } from './stand-ins';

/**
 * The vendor e-mails an invoice PDF from its own Gmail account at the stand-in, as its
 * billing system would: delivered to `to` (the AP mailbox), which Gmail pushes to the API.
 */
export const emailInvoice = async (vendor: GmailAccount, to: string, invoice: InvoiceFixture) =>
  vendor.send({
    to,
    subject: `Invoice ${invoice.number}`,
    text: `Hello,\n\nplease find attached our invoice ${invoice.number}.\n\nThank you,\n${invoice.vendor}`,
    attachments: [
      {
        filename: `${invoice.number}.pdf`,
        contentType: 'application/pdf',
        content: await invoicePdf(invoice),
      },
    ],
  });
