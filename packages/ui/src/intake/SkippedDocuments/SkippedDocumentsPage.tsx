import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SkippedDocumentsTable, type SkippedDocumentsTableProps } from './SkippedDocumentsTable';

export interface SkippedDocumentsPageProps {
  /** Back to the Admin Dashboard. */
  onBack: () => void;
  /** The table: documents, filter, actions. */
  table: SkippedDocumentsTableProps;
}

/** /admin/skipped-documents: 'Skipped documents', Back to Admin, and the table. */
export function SkippedDocumentsPage({ onBack, table }: SkippedDocumentsPageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Skipped documents
          </Title>
          <Text size="sm" c="gray.7">
            E-mail attachments the assistant did not read as invoices, and why. If one is an invoice
            after all, read it as one.
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
        >
          Back to Admin
        </Button>
      </Group>
      <SkippedDocumentsTable {...table} />
    </Stack>
  );
}
