import {
  displayInvoiceNumber,
  formatCurrency,
  formatShortDate,
  type InvoiceStatusInput,
  vendorDisplayName,
} from '@ap/domain';
import type { InvoiceListRow } from '@ap/domain/contract';
import { Button, Table } from '@mantine/core';
import { InvoiceStatusBadge } from '../InvoiceStatusBadge';

/** The invoice fields a table row shows (the list's `InvoiceListRow` and a whole `Invoice` fit). */
export type InvoiceRowInput = Pick<
  InvoiceListRow,
  'id' | 'invoice_number' | 'amount' | 'currency' | 'due_date'
> &
  InvoiceStatusInput & { vendor: { name?: string | null } | null };

export interface InvoiceTableRowProps {
  /** The invoice shown in this row. */
  invoice: InvoiceRowInput;
  /** 1-based row position among all rows, header included (for screen readers). */
  rowIndex: number;
  /** Row height in pixels, fixed so the virtualiser can place rows without measuring. */
  height: number;
  /** Called with the invoice id when View Details is clicked. */
  onViewDetails: (invoiceId: string) => void;
}

export function InvoiceTableRow({
  invoice,
  rowIndex,
  height,
  onViewDetails,
}: InvoiceTableRowProps) {
  const number = displayInvoiceNumber(invoice.invoice_number);
  return (
    <Table.Tr aria-rowindex={rowIndex} h={height} data-invoice-id={invoice.id}>
      <Table.Td>{number}</Table.Td>
      <Table.Td>{vendorDisplayName(invoice.vendor)}</Table.Td>
      <Table.Td>{formatCurrency(invoice.amount, invoice.currency)}</Table.Td>
      <Table.Td>
        <InvoiceStatusBadge invoice={invoice} />
      </Table.Td>
      <Table.Td>{formatShortDate(invoice.due_date) ?? ''}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          aria-label={`View Details of invoice ${number}`}
          onClick={() => onViewDetails(invoice.id)}
        >
          View Details
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
