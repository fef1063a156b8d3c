import { APP_MESSAGES, EMPTY_STATES, ERROR_TOASTS, LABELS } from '@ap/domain';
import type { Task, WorkflowRun } from '@ap/domain/contract';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { WorkflowRunCard } from '../WorkflowRunCard';
import { PendingApprovals, type PendingApprovalsProps } from './PendingApprovals';

export interface WorkflowHistoryProps
  extends Pick<
    PendingApprovalsProps,
    'onApproveTask' | 'onCancelTask' | 'onUpdateTaskParameters' | 'approveDisabledReason'
  > {
  /** The invoice's workflow runs; default none ('No workflow runs found for this invoice.'). */
  runs?: readonly WorkflowRun[];
  /** Tasks the runs drafted, loaded one by one, by id; default none. */
  tasksById?: Readonly<Record<string, Task>>;
  /** Vendor names by id, for runs that only set a vendor id; default none. */
  vendorNames?: Readonly<Record<string, string>>;
  /** Shows 'Loading...'; default false. */
  loading?: boolean;
  /** A load failure: shows 'Failed to load workflow runs.' with this detail; default null. */
  error?: string | null;
}

/** Right panel of the Invoice Details dialog: runs, their timelines and actions awaiting approval. */
export function WorkflowHistory({
  runs = [],
  tasksById = {},
  vendorNames,
  loading = false,
  error = null,
  ...taskActions
}: WorkflowHistoryProps) {
  const body = () => {
    if (loading) return <Text size="sm">{APP_MESSAGES.loading}</Text>;
    if (error !== null)
      return (
        <Alert color="red" title={ERROR_TOASTS.loadWorkflowRuns} role="alert">
          {error}
        </Alert>
      );
    if (runs.length === 0)
      return (
        <Text size="sm" c="gray.7">
          {EMPTY_STATES.workflowRuns}
        </Text>
      );
    return (
      <>
        <PendingApprovals runs={runs} tasksById={tasksById} {...taskActions} />
        {runs.map((run) => (
          <WorkflowRunCard key={run.id} run={run} tasksById={tasksById} vendorNames={vendorNames} />
        ))}
      </>
    );
  };
  return (
    <Stack gap="md" component="section" aria-label={LABELS.workflowHistoryTitle}>
      <div>
        <Title order={3}>{LABELS.workflowHistoryTitle}</Title>
        <Text size="sm" c="gray.7">
          {LABELS.workflowHistorySubtitle}
        </Text>
      </div>
      {body()}
    </Stack>
  );
}
