import type { InvoiceSourceField } from '@ap/domain/contract';

/** Each source field's label as the dialog shows it (the outline's title on the original). */
export const SOURCE_FIELD_LABELS: Record<InvoiceSourceField, string> = {
  invoice_number: 'Invoice Number',
  amount: 'Amount',
  currency: 'Currency',
  issue_date: 'Issue Date',
  due_date: 'Due Date',
  payment_terms: 'Payment Terms',
  vendor: 'Vendor',
  requisitioner_contact_name: 'Requisitioner',
  requisitioner_contact_email: 'Requisitioner Email',
  requisitioner_company_name: 'Company',
  requisitioner_company_office_address: 'Office Address',
};
