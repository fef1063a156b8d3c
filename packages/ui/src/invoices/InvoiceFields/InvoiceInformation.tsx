import { formatLocalTimestamp, formatShortDate, type InvoiceDraft } from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { EditableField } from './EditableField';

export interface InvoiceInformationProps {
  /** The invoice as read (view mode). */
  invoice: Invoice;
  /** The edit copy; when given, the requisitioner fields are inputs. Default null. */
  draft?: InvoiceDraft | null;
  /** Called with the changed field in edit mode. */
  onChange?: (patch: Partial<InvoiceDraft>) => void;
}

/** Requisitioner contact, creation time and accounting effective date of an invoice. */
export function InvoiceInformation({ invoice, draft = null, onChange }: InvoiceInformationProps) {
  const editing = draft !== null;
  const bind = (
    key:
      | 'requisitioner_contact_name'
      | 'requisitioner_contact_email'
      | 'requisitioner_company_name'
      | 'requisitioner_company_office_address',
  ) => ({
    editing,
    source: key,
    display: invoice[key],
    value: draft?.[key],
    onChange: (value: string) => onChange?.({ [key]: value }),
  });
  const effectiveDate = draft ? draft.accounting_effective_date : invoice.accounting_effective_date;
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        Invoice Information
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <EditableField label="Requisitioner" {...bind('requisitioner_contact_name')} />
        <EditableField
          label="Requisitioner Email"
          type="email"
          {...bind('requisitioner_contact_email')}
        />
        <EditableField label="Company" {...bind('requisitioner_company_name')} />
        <EditableField label="Office Address" {...bind('requisitioner_company_office_address')} />
        <EditableField label="Created" display={formatLocalTimestamp(invoice.created_at)} />
        <EditableField label="Accounting Effective Date" display={formatShortDate(effectiveDate)} />
      </SimpleGrid>
    </Paper>
  );
}
