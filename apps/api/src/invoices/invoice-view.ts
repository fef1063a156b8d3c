import { centsToAmount } from '@ap/domain';
import type { Invoice, InvoiceListRow, InvoicePageRow, LineItem } from '@ap/domain/contract';
import { toLineCodingView } from '../coding/apply/line-coding-view';
import type { invoices, lineItems } from '../db/schema';
import type { VendorRow } from '../vendors/vendor-view';
import { toVendorView } from '../vendors/vendor-view';

export type InvoiceRow = typeof invoices.$inferSelect;
export type LineItemRow = typeof lineItems.$inferSelect;

export const toLineItemView = (row: LineItemRow): LineItem => ({
  id: row.id,
  description: row.description,
  quantity: row.quantity,
  rate: centsToAmount(row.rateCents),
  amount: centsToAmount(row.amountCents),
  quickbooks_account: row.quickbooksAccount,
  quickbooks_class: row.quickbooksClass,
  quickbooks_customer_job: row.quickbooksCustomerJob,
  quickbooks_billable: row.quickbooksBillable,
  quickbooks_department: row.quickbooksDepartment,
  coding_dimensions: row.codingDimensions,
  coding: toLineCodingView(row.codingSources),
});

/** The invoice as the contract reads it, from its row, vendor row and item rows. */
export const toInvoiceView = (
  row: InvoiceRow,
  vendor: VendorRow | undefined,
  items: readonly LineItemRow[],
): Invoice => ({
  id: row.id,
  invoice_number: row.invoiceNumber,
  vendor_id: row.vendorId,
  vendor: vendor ? toVendorView(vendor) : null,
  amount: centsToAmount(row.amountCents),
  currency: row.currency,
  status: row.status,
  issue_date: row.issueDate,
  due_date: row.dueDate,
  payment_send_date: row.paymentSendDate,
  payment_terms: row.paymentTerms,
  created_at: row.createdAt.toISOString(),
  approvals: row.approvals,
  requisitioner_contact_name: row.requisitionerContactName,
  requisitioner_contact_email: row.requisitionerContactEmail,
  requisitioner_company_name: row.requisitionerCompanyName,
  requisitioner_company_office_address: row.requisitionerCompanyOfficeAddress,
  checks: row.checks,
  items: items.map(toLineItemView),
  accounting_effective_date: row.accountingEffectiveDate,
  field_sources: row.fieldSources,
  po_number: row.poNumber,
  payment_hold: row.paymentHold,
});

/** The columns a list row reads (see `toInvoiceListRowView`). */
export type InvoiceListColumns = Pick<
  InvoiceRow,
  'id' | 'invoiceNumber' | 'amountCents' | 'currency' | 'status' | 'dueDate' | 'checks'
>;

/** The row of GET /api/invoices/: what the list shows and what its status needs (SPEC §7). */
export const toInvoiceListRowView = (
  row: InvoiceListColumns,
  vendor: { id: string; name: string } | undefined,
): InvoiceListRow => ({
  id: row.id,
  invoice_number: row.invoiceNumber,
  vendor: vendor ? { id: vendor.id, name: vendor.name } : null,
  amount: centsToAmount(row.amountCents),
  currency: row.currency,
  status: row.status,
  due_date: row.dueDate,
  checks: row.checks.map(({ name, status, overridden }) => ({
    name,
    status,
    overridden: overridden ?? false, // rows stored before the default
  })),
});

/** A row of the list's keyset pages and changes: the list row and when it was created. */
export const toInvoicePageRowView = (
  row: InvoiceListColumns & Pick<InvoiceRow, 'createdAt'>,
  vendor: { id: string; name: string } | null,
): InvoicePageRow => ({
  ...toInvoiceListRowView(row, vendor ?? undefined),
  created_at: row.createdAt.toISOString(),
});
