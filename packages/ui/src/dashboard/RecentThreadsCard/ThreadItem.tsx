import { displayInvoiceNumber, formatLocalTimestamp } from '@ap/domain';
import type { Thread } from '@ap/domain/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { skippedFileLabel } from '../../intake/SkippedDocuments/skipped-document-labels';
import { ThreadMessageBox } from './ThreadMessageBox';

export interface ThreadItemProps {
  /** The thread shown. Default: required. */
  thread: Thread;
  /** Called with the thread id and the trimmed message. Default: required. */
  onSendMessage: (threadId: string, text: string) => unknown;
}

function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** One recent thread: subject, participants, latest activity, what came of it, a message box. */
export function ThreadItem({ thread, onSendMessage }: ThreadItemProps) {
  const title = thread.subject || thread.participants.join(', ') || thread.id;
  const skipped = thread.skipped_documents ?? [];
  return (
    <Paper withBorder p="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={1}>
            {title}
          </Text>
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {formatLocalTimestamp(thread.latest_activity)}
          </Text>
        </Group>
        <Text size="sm" c="gray.7" lineClamp={1}>
          {thread.participants.join(', ')}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="gray.7">
            {countLabel(thread.invoices.length, 'invoice')} ·{' '}
            {countLabel(thread.workflow_runs.length, 'workflow run')}
            {skipped.length > 0 && ` · ${countLabel(skipped.length, 'skipped document')}`}
          </Text>
          {thread.invoices.map((invoice) => (
            <Badge key={invoice.id} size="sm" variant="outline" color="gray.8">
              {displayInvoiceNumber(invoice.invoice_number)}
            </Badge>
          ))}
        </Group>
        {skipped.length > 0 && (
          <Stack gap={2} component="ul" aria-label="Skipped documents" m={0} p={0}>
            {skipped.map((document) => (
              <Group key={document.id} component="li" gap={6} wrap="nowrap" align="flex-start">
                <IconFileOff size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Text size="xs" c="gray.8">
                  Skipped {skippedFileLabel(document.file_name)}: {document.reason}
                  {document.invoice_id ? ' (read as invoice since)' : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <ThreadMessageBox
          label={`Message about ${title}`}
          onSend={(text) => onSendMessage(thread.id, text)}
        />
      </Stack>
    </Paper>
  );
}
