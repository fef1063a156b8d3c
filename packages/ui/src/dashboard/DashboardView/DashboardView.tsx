import { SimpleGrid, Stack } from '@mantine/core';
import { PendingTasksCard, type PendingTasksCardProps } from '../PendingTasksCard';
import { RecentThreadsCard, type RecentThreadsCardProps } from '../RecentThreadsCard';
import { StatCards, type StatCardsProps } from '../StatCards';

export interface DashboardViewProps {
  /** Figures of the three stat cards (invoices, or precomputed stats, loading, error). Default: all zero. */
  stats?: StatCardsProps;
  /** Recent threads, their loading/error state and the send callback. Default: required. */
  threads: RecentThreadsCardProps;
  /** Pending tasks, their loading/error state and the task callbacks. Default: required. */
  tasks: PendingTasksCardProps;
}

/** The /dashboard page body: stat cards on top, Recent Threads and Pending Tasks side by side. */
export function DashboardView({ stats = {}, threads, tasks }: DashboardViewProps) {
  return (
    <Stack gap="lg">
      <StatCards {...stats} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RecentThreadsCard {...threads} />
        <PendingTasksCard {...tasks} />
      </SimpleGrid>
    </Stack>
  );
}
