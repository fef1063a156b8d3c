import { formatCurrency, formatShortDate, type InvoiceDraft } from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { EditableField } from './EditableField';

export interface InvoiceFieldsProps {
  /** The invoice as read (view mode). */
  invoice: Invoice;
  /** The edit copy; when given, the fields are inputs bound to it. Default null (view mode). */
  draft?: InvoiceDraft | null;
  /** Called with the changed field in edit mode. */
  onChange?: (patch: Partial<InvoiceDraft>) => void;
}

/** Invoice number, amount, currency, dates and terms; editable in edit mode. */
export function InvoiceFields({ invoice, draft = null, onChange }: InvoiceFieldsProps) {
  const editing = draft !== null;
  const bind = <K extends keyof InvoiceDraft>(key: K) => ({
    editing,
    value: draft?.[key] as string | number | null,
    onChange: (value: string) => onChange?.({ [key]: value } as Partial<InvoiceDraft>),
  });
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        Invoice Fields
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <EditableField
          label="Invoice Number"
          source="invoice_number"
          display={invoice.invoice_number}
          {...bind('invoice_number')}
        />
        <EditableField
          label="Amount"
          source="amount"
          type="number"
          display={formatCurrency(invoice.amount, invoice.currency)}
          {...bind('amount')}
        />
        <EditableField
          label="Currency"
          source="currency"
          display={invoice.currency}
          {...bind('currency')}
        />
        <EditableField
          label="Payment Terms"
          source="payment_terms"
          display={invoice.payment_terms}
          {...bind('payment_terms')}
        />
        <EditableField
          label="Issue Date"
          source="issue_date"
          type="date"
          display={formatShortDate(invoice.issue_date)}
          {...bind('issue_date')}
        />
        <EditableField
          label="Due Date"
          source="due_date"
          type="date"
          display={formatShortDate(invoice.due_date)}
          {...bind('due_date')}
        />
      </SimpleGrid>
    </Paper>
  );
}
