import { DEFAULT_CURRENCY } from '../constants';
import { type CalendarDate, toCalendarDate } from '../dates/calendar-date';
import { prefillPaymentDate } from '../payments/payment-date';

type Text = string | null | undefined;
type NumberLike = number | string | null | undefined;

/** A line item as read (the contract's `LineItem` fits it). */
export interface LineItemInput {
  id?: string | null;
  description?: Text;
  quantity?: NumberLike;
  rate?: NumberLike;
  amount?: NumberLike;
}

/** An invoice as read, the fields the edit form uses (the contract's `Invoice` fits it). */
export interface InvoiceInput {
  id: string;
  invoice_number?: Text;
  vendor_id?: Text;
  amount?: NumberLike;
  currency?: Text;
  status?: Text;
  issue_date?: Text;
  due_date?: Text;
  payment_send_date?: Text;
  payment_terms?: Text;
  requisitioner_contact_name?: Text;
  requisitioner_contact_email?: Text;
  requisitioner_company_name?: Text;
  requisitioner_company_office_address?: Text;
  items?: readonly LineItemInput[] | null;
}

/** A line item in the edit form. Numbers may be typed text until saved. */
export interface LineItemDraft {
  /** null for an item added in this session. */
  id: string | null;
  description: string;
  quantity: number | string;
  rate: number | string;
  amount: number | string;
  /** Accounting fields start blank in edit and are never sent on save. */
  quickbooks_account: string;
  quickbooks_class: string;
  quickbooks_customer_job: string;
  quickbooks_billable: boolean;
}

/** The edit copy of an invoice (SPEC §4 Invoice edit). */
export interface InvoiceDraft {
  id: string;
  invoice_number: string;
  vendor_id: string | null;
  amount: number | string;
  currency: string;
  status: string;
  issue_date: CalendarDate | null;
  due_date: CalendarDate | null;
  payment_send_date: CalendarDate | null;
  /** Seeded with the issue date. */
  accounting_effective_date: CalendarDate | null;
  payment_terms: string;
  requisitioner_contact_name: string;
  requisitioner_contact_email: string;
  requisitioner_company_name: string;
  requisitioner_company_office_address: string;
  items: LineItemDraft[];
}

const text = (value: Text): string => value ?? '';
const numberLike = (value: NumberLike): number | string => value ?? '';

/** A blank line item, as added by the form. */
export function createLineItemDraft(item: LineItemInput = {}): LineItemDraft {
  return {
    id: item.id || null,
    description: text(item.description),
    quantity: numberLike(item.quantity),
    rate: numberLike(item.rate),
    amount: numberLike(item.amount),
    quickbooks_account: '',
    quickbooks_class: '',
    quickbooks_customer_job: '',
    quickbooks_billable: false,
  };
}

/** Seeds the edit copy from the invoice; accounting_effective_date is set to the issue date. */
export function createInvoiceDraft(invoice: InvoiceInput): InvoiceDraft {
  const issueDate = toCalendarDate(invoice.issue_date);
  return {
    id: invoice.id,
    invoice_number: text(invoice.invoice_number),
    vendor_id: invoice.vendor_id || null,
    amount: numberLike(invoice.amount),
    currency: invoice.currency?.trim() || DEFAULT_CURRENCY,
    status: text(invoice.status),
    issue_date: issueDate,
    due_date: toCalendarDate(invoice.due_date),
    payment_send_date: prefillPaymentDate(invoice.payment_send_date),
    accounting_effective_date: issueDate,
    payment_terms: text(invoice.payment_terms),
    requisitioner_contact_name: text(invoice.requisitioner_contact_name),
    requisitioner_contact_email: text(invoice.requisitioner_contact_email),
    requisitioner_company_name: text(invoice.requisitioner_company_name),
    requisitioner_company_office_address: text(invoice.requisitioner_company_office_address),
    items: (invoice.items ?? []).map(createLineItemDraft),
  };
}
