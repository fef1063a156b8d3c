import { APP_MESSAGES, EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import { Alert, Center, Group, Loader, Paper, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { type InvoiceRowInput, InvoiceTableRow } from './InvoiceTableRow';

const COLUMNS = ['Invoice #', 'Vendor', 'Amount', 'Status', 'Due Date', 'Actions'] as const;
const COLUMN_WIDTHS = ['16%', '24%', '16%', '14%', '14%', '16%'] as const;
const ROW_HEIGHT = 52;

export interface InvoiceTableProps {
  /** Invoices to list; default none ('No invoices found.'). */
  invoices?: readonly InvoiceRowInput[];
  /** Shows 'Loading...' instead of the rows; default false. */
  loading?: boolean;
  /** A load failure: shows 'Failed to load invoices.' with this detail; default null. */
  error?: string | null;
  /** Called with the invoice id when a row's View Details is clicked. */
  onViewDetails: (invoiceId: string) => void;
  /** Height of the scrolling body in pixels; default 600. Only visible rows are rendered. */
  height?: number;
  /**
   * More rows are still arriving (a large list loads page by page): says so under the rows;
   * default false.
   */
  loadingMore?: boolean;
}

/** The invoice list (SPEC §2 /invoices), virtualised so thousands of rows stay smooth. */
export function InvoiceTable({
  invoices = [],
  loading = false,
  error = null,
  onViewDetails,
  height = 600,
  loadingMore = false,
}: InvoiceTableProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: invoices.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });

  if (error !== null) {
    return (
      <Alert color="red" title={ERROR_TOASTS.loadInvoices} role="alert">
        {error}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Center h={160}>
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{APP_MESSAGES.loading}</Text>
        </Group>
      </Center>
    );
  }
  if (invoices.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Text ta="center" c="gray.7">
          {EMPTY_STATES.invoices}
        </Text>
      </Paper>
    );
  }

  const rows = virtualizer.getVirtualItems();
  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <Paper withBorder>
      <section
        ref={scrollRef}
        aria-label="Invoices"
        // Focusable so keyboard users can scroll the list (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        style={{ height, overflowY: 'auto' }}
      >
        <Table layout="fixed" stickyHeader highlightOnHover aria-rowcount={invoices.length + 1}>
          <colgroup>
            {COLUMN_WIDTHS.map((width, index) => (
              <col key={COLUMNS[index]} style={{ width }} />
            ))}
          </colgroup>
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
            {rows.map((row) => {
              const invoice = invoices[row.index];
              return invoice ? (
                <InvoiceTableRow
                  key={invoice.id}
                  invoice={invoice}
                  rowIndex={row.index + 2}
                  height={ROW_HEIGHT}
                  onViewDetails={onViewDetails}
                />
              ) : null;
            })}
            {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
          </Table.Tbody>
        </Table>
      </section>
      {loadingMore && (
        <Group gap="xs" px="md" py="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="gray.7">
            {APP_MESSAGES.loadingMoreInvoices}
          </Text>
        </Group>
      )}
    </Paper>
  );
}
