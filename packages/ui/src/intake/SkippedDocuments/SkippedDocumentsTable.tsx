import { formatLocalTimestamp, LABELS } from '@ap/domain';
import type { SkippedDocument } from '@ap/domain/contract';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { AdminTableFrame } from '../../admin/AdminTableFrame';
import {
  formatFileSize,
  SKIPPED_DOCUMENT_TYPE_LABELS,
  skippedFileLabel,
} from './skipped-document-labels';

const COLUMNS = ['Received', 'File', 'Reason', 'From', 'Actions'] as const;
export const SKIPPED_DOCUMENTS_EMPTY = 'No skipped documents found';

/** Which skipped documents are listed: still skipped, already read as invoices, or all. */
export type SkippedDocumentsFilter = 'open' | 'read_as_invoice' | 'all';

const FILTERS: { value: SkippedDocumentsFilter; label: string }[] = [
  { value: 'open', label: 'Skipped' },
  { value: 'read_as_invoice', label: 'Read as invoice' },
  { value: 'all', label: 'All' },
];

export interface SkippedDocumentsTableProps {
  /** The documents, newest first (GET /api/skipped-documents). Default: none. */
  documents?: readonly SkippedDocument[];
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Why the list could not be loaded, shown instead of it. Default: none. */
  error?: string | null;
  /** Which documents are listed. Default: 'open'. */
  filter?: SkippedDocumentsFilter;
  /** Called with the filter the user picked. */
  onFilterChange: (filter: SkippedDocumentsFilter) => void;
  /** Downloads the original as it arrived. */
  onDownload: (document: SkippedDocument) => void;
  /** Reads the document as an invoice after all. */
  onReadAsInvoice: (document: SkippedDocument) => void;
  /** Opens the invoice a document became. */
  onOpenInvoice: (invoiceId: string) => void;
  /** The document being read as an invoice now (its button spins). Default: none. */
  readingId?: string | null;
  /** Whether more documents follow. Default: false. */
  hasMore?: boolean;
  /** Loads the next page (offered when `hasMore`). */
  onMore?: () => void;
}

/**
 * E-mail attachments the assistant did not take as invoices: when, which file, why, from whom;
 * the original to download, and 'Read as invoice' for a person who knows better.
 */
export function SkippedDocumentsTable({
  documents = [],
  loading = false,
  error = null,
  filter = 'open',
  onFilterChange,
  onDownload,
  onReadAsInvoice,
  onOpenInvoice,
  readingId = null,
  hasMore = false,
  onMore,
}: SkippedDocumentsTableProps) {
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show"
        data={FILTERS}
        value={filter}
        onChange={(value) => onFilterChange(value as SkippedDocumentsFilter)}
        w="fit-content"
      />
      <AdminTableFrame
        label="Skipped documents"
        columns={COLUMNS}
        loading={loading}
        error={error}
        empty={documents.length === 0}
        emptyText={SKIPPED_DOCUMENTS_EMPTY}
      >
        {documents.map((document) => {
          const file = skippedFileLabel(document.file_name);
          return (
            <Table.Tr key={document.id} data-document-id={document.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatLocalTimestamp(document.received_at) ?? LABELS.notApplicable}
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {file}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatFileSize(document.size)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Badge size="sm" variant="light" color="gray" c="gray.8" tt="none">
                    {SKIPPED_DOCUMENT_TYPE_LABELS[document.document_type]}
                  </Badge>
                  <Text size="sm">{document.reason}</Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{document.sender ?? 'Unknown sender'}</Text>
                {document.subject && (
                  <Text size="xs" c="gray.7" lineClamp={1}>
                    {document.subject}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={`Download original: ${file}`}
                    onClick={() => onDownload(document)}
                  >
                    Download original
                  </Button>
                  {document.invoice_id ? (
                    <Button
                      size="xs"
                      variant="outline"
                      color="blue.8"
                      leftSection={<IconFileInvoice size={14} aria-hidden />}
                      aria-label={`Open invoice: ${file}`}
                      onClick={() => document.invoice_id && onOpenInvoice(document.invoice_id)}
                    >
                      Open invoice
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      color="blue.8"
                      leftSection={<IconFileInvoice size={14} aria-hidden />}
                      aria-label={`Read as invoice: ${file}`}
                      loading={readingId === document.id}
                      disabled={readingId !== null && readingId !== document.id}
                      onClick={() => onReadAsInvoice(document)}
                    >
                      Read as invoice
                    </Button>
                  )}
                </Group>
                {document.read_as_invoice_by && (
                  <Text size="xs" c="gray.7" mt={4}>
                    Read as invoice by {document.read_as_invoice_by}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AdminTableFrame>
      {hasMore && !loading && !error && onMore && (
        <Group justify="center">
          <Button variant="default" onClick={onMore}>
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
