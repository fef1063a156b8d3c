import type { InvoiceData } from './invoice-data';
import type { Printed } from './pdf-invoice';

/** The values a reader of the document should find, field by field; null means "not printed". */
export type ExpectedInvoice = {
  fields: Record<string, string | null>;
  line_items: { description: string; quantity: string; rate: string; amount: string }[] | null;
};

export type Expected = {
  /** What kind of document this is, for the per-kind accuracy figures. */
  kind: string;
  invoices: ExpectedInvoice[];
  /** How many attachments should be skipped as not invoices. */
  skipped: number;
  /** For a lone non-invoice: what it is (W-9, statement, ...). */
  note?: string;
};

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function expectedInvoice(invoice: InvoiceData, printed: Printed): ExpectedInvoice {
  const { vendor } = invoice;
  return {
    fields: {
      invoice_number: invoice.number,
      issue_date: invoice.issueDate,
      due_date:
        invoice.dueDate ?? (invoice.terms ? addDays(invoice.issueDate, invoice.terms.days) : null),
      currency: invoice.currency,
      subtotal: invoice.subtotal,
      tax: invoice.tax,
      total: invoice.total,
      po_number: printed.po ? invoice.po : null,
      'vendor.name': vendor.name,
      'vendor.email': printed.vendorEmail ? (vendor.email ?? null) : null,
      'vendor.tax_id': printed.taxId ? (vendor.taxId ?? null) : null,
      'vendor.iban': printed.bank ? (vendor.iban ?? null) : null,
      'vendor.account_number': printed.bank ? (vendor.account ?? null) : null,
      'vendor.routing_number': printed.bank ? (vendor.routing ?? null) : null,
      'bill_to.name': invoice.billTo.name,
      'requisitioner.name': printed.requisitioner ? (invoice.requisitioner?.name ?? null) : null,
    },
    line_items: printed.lineItems ? invoice.lines : null,
  };
}
