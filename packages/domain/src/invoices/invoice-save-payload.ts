import { DEFAULT_CURRENCY } from '../constants';
import type { CalendarDate } from '../dates/calendar-date';
import { parseNumberOrZero } from '../money/parse-number';
import type { InvoiceDraft, LineItemDraft } from './invoice-draft';

/** A line item as sent on save: no accounting fields; no id for a new item. */
export interface LineItemSavePayload {
  id?: string;
  description: string;
  quantity: number;
  rate: number;
  amount: number;
}

/** PATCH /api/invoices/{id} body (SPEC §3 "Invoice (as sent on save)"). */
export interface InvoiceSavePayload {
  invoice_id: string;
  invoice_number: string;
  vendor_id: string | null;
  issue_date: CalendarDate | null;
  due_date: CalendarDate | null;
  payment_send_date: CalendarDate | null;
  amount: number;
  currency: string;
  status: string;
  payment_terms: string;
  requisitioner_contact_name: string;
  requisitioner_contact_email: string;
  requisitioner_company_name: string;
  requisitioner_company_office_address: string;
  items: LineItemSavePayload[];
}

/** Tolerates partial drafts (e.g. from a form library) so missing text is sent as "". */
type DraftLike = Partial<InvoiceDraft> & Pick<InvoiceDraft, 'id'>;

const text = (value: string | null | undefined): string => value ?? '';
const date = (value: string | null | undefined): CalendarDate | null => value || null;

export function toLineItemSavePayload(item: Partial<LineItemDraft>): LineItemSavePayload {
  const payload: LineItemSavePayload = {
    description: text(item.description),
    quantity: parseNumberOrZero(item.quantity),
    rate: parseNumberOrZero(item.rate),
    amount: parseNumberOrZero(item.amount),
  };
  return item.id ? { id: item.id, ...payload } : payload;
}

/**
 * The save shape of an edit draft: amount, quantity, rate and item amounts parsed as numbers
 * (0 when not numeric), missing text as "", currency defaulting to USD. Line items lose their
 * accounting fields; accounting_effective_date is not sent.
 */
export function toInvoiceSavePayload(draft: DraftLike): InvoiceSavePayload {
  return {
    invoice_id: draft.id,
    invoice_number: text(draft.invoice_number),
    vendor_id: draft.vendor_id || null,
    issue_date: date(draft.issue_date),
    due_date: date(draft.due_date),
    payment_send_date: date(draft.payment_send_date),
    amount: parseNumberOrZero(draft.amount),
    currency: draft.currency?.trim() || DEFAULT_CURRENCY,
    status: text(draft.status),
    payment_terms: text(draft.payment_terms),
    requisitioner_contact_name: text(draft.requisitioner_contact_name),
    requisitioner_contact_email: text(draft.requisitioner_contact_email),
    requisitioner_company_name: text(draft.requisitioner_company_name),
    requisitioner_company_office_address: text(draft.requisitioner_company_office_address),
    items: (draft.items ?? []).map(toLineItemSavePayload),
  };
}
