import {
  CONFIRMATIONS,
  displayInvoiceNumber,
  EMPTY_STATES,
  ERROR_TOASTS,
  formatCurrencyOrNA,
  formatShortDate,
  LABELS,
  vendorDisplayName,
} from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { Table } from '@mantine/core';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { AdminTableFrame } from '../AdminTableFrame';
import { DeleteRowButton } from '../DeleteRowButton';
import { StoredStatusBadge } from './StoredStatusBadge';

const COLUMNS = ['Invoice #', 'Vendor', 'Amount', 'Status', 'Due Date', 'Actions'] as const;

export type AdminInvoice = Pick<
  Invoice,
  'id' | 'invoice_number' | 'vendor' | 'amount' | 'currency' | 'status' | 'due_date'
>;

export interface AdminInvoicesTableProps {
  /** Every invoice of the organisation (GET /api/admin/invoices). Default: none. */
  invoices?: readonly AdminInvoice[];
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Shows 'Failed to load invoices'. Default: false. */
  error?: boolean;
  /** Deletes an invoice after the user confirmed; may return a promise. Default: required. */
  onDelete: (invoiceId: string) => unknown;
  /** Why this user may not delete (their role); disables every delete and says so above the table. Default: none. */
  deleteDisabledReason?: string | null;
}

/** Admin Invoices tab: amounts 'N/A' when zero or missing, delete after confirmation. */
export function AdminInvoicesTable({
  invoices = [],
  loading = false,
  error = false,
  onDelete,
  deleteDisabledReason = null,
}: AdminInvoicesTableProps) {
  return (
    <AdminTableFrame
      label="Invoices"
      columns={COLUMNS}
      loading={loading}
      error={error ? ERROR_TOASTS.loadInvoicesAdmin : null}
      empty={invoices.length === 0}
      note={
        deleteDisabledReason !== null && <RestrictionNote>{deleteDisabledReason}</RestrictionNote>
      }
      emptyText={EMPTY_STATES.invoicesAdmin}
    >
      {invoices.map((invoice) => {
        const number = displayInvoiceNumber(invoice.invoice_number);
        return (
          <Table.Tr key={invoice.id}>
            <Table.Td>{number}</Table.Td>
            <Table.Td>{vendorDisplayName(invoice.vendor)}</Table.Td>
            <Table.Td>{formatCurrencyOrNA(invoice.amount, invoice.currency)}</Table.Td>
            <Table.Td>
              <StoredStatusBadge status={invoice.status} />
            </Table.Td>
            <Table.Td>{formatShortDate(invoice.due_date) ?? LABELS.notApplicable}</Table.Td>
            <Table.Td>
              <DeleteRowButton
                label={`Delete invoice ${number}`}
                confirmation={CONFIRMATIONS.deleteInvoice}
                onDelete={() => onDelete(invoice.id)}
                disabledReason={deleteDisabledReason}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </AdminTableFrame>
  );
}
