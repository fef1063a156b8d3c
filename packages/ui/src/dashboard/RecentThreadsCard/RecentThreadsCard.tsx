import { EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Thread } from '@ap/domain/contract';
import { Stack } from '@mantine/core';
import { DashboardCard } from '../DashboardCard';
import { ThreadItem } from './ThreadItem';

export interface RecentThreadsCardProps {
  /** The latest threads (the app fetches 10). Default: none. */
  threads?: readonly Thread[];
  /** Shows 'Loading...'. Default: false. */
  loading?: boolean;
  /** Shows 'Failed to load threads. Please try again'. Default: false. */
  error?: boolean;
  /** Called with the thread id and the trimmed, non-empty message. Default: required. */
  onSendMessage: (threadId: string, text: string) => unknown;
}

/** 'Recent Threads' with a message box per thread; 'No threads found.' when empty. */
export function RecentThreadsCard({
  threads = [],
  loading = false,
  error = false,
  onSendMessage,
}: RecentThreadsCardProps) {
  return (
    <DashboardCard
      title="Recent Threads"
      loading={loading}
      error={error ? ERROR_TOASTS.loadThreads : null}
      empty={threads.length === 0}
      emptyText={EMPTY_STATES.threads}
    >
      <Stack gap="sm">
        {threads.map((thread) => (
          <ThreadItem key={thread.id} thread={thread} onSendMessage={onSendMessage} />
        ))}
      </Stack>
    </DashboardCard>
  );
}
