import { approverLabel, areApprovalsComplete, EMPTY_STATES } from '@ap/domain';
import type { Approval } from '@ap/domain/contract';
import { Badge, Button, Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useId } from 'react';
import { RestrictionNote } from '../../feedback/RestrictionNote';

/** How an Admin step that names nobody reads (approverLabel in @ap/domain says every kind). */
export const ANY_ADMIN_APPROVER = 'Any Admin or Owner';

export interface ApprovalsWaterfallProps {
  /** The approval steps in order; none shows 'No approval data available'. */
  approvals: readonly Approval[];
  /** Positions of the waiting steps the signed-in user may decide; the Approve button shows only when there is one. Default: none. */
  decidableSteps?: readonly number[];
  /** Approves the signed-in user's waiting steps; without it no Approve button shows. Default: none. */
  onApprove?: () => unknown;
  /** The approval is being sent: the button spins. Default: false. */
  approving?: boolean;
  /** Why this user may not approve now; when set, Approve is disabled and this shown. Default: none (enabled). */
  approveDisabledReason?: string | null;
}

/** The invoice's approval chain, step by step, with whether it is complete, and the user's Approve. */
export function ApprovalsWaterfall({
  approvals,
  decidableSteps = [],
  onApprove,
  approving = false,
  approveDisabledReason = null,
}: ApprovalsWaterfallProps) {
  const reasonId = useId();
  const titleId = useId();
  const complete = areApprovalsComplete(approvals);
  const lastApproved = approvals.findLastIndex((step) => step.approved);
  const mine = new Set(decidableSteps.filter((index) => approvals[index]?.approved === false));
  const showApprove = onApprove !== undefined && mine.size > 0;
  return (
    <Paper withBorder p="md" role="region" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={4} id={titleId}>
          Approvals
        </Title>
        {approvals.length > 0 && (
          <Badge variant="filled" color={complete ? 'green.6' : 'gray.7'}>
            {complete ? 'Complete' : 'Incomplete'}
          </Badge>
        )}
      </Group>
      {approvals.length === 0 ? (
        <Text size="sm" c="gray.7">
          {EMPTY_STATES.approvals}
        </Text>
      ) : (
        <Timeline active={lastApproved} bulletSize={22} lineWidth={2} color="green.8">
          {approvals.map((step, index) => (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed ordered chain whose roles may repeat
              key={`${index}-${step.role}`}
              bullet={step.approved ? <IconCheck size={14} /> : <IconClock size={14} />}
              title={step.role}
            >
              <Text size="sm">{approverLabel(step)}</Text>
              <StepStatus approved={step.approved} mine={mine.has(index)} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {showApprove && (
        <Stack gap={6} mt="sm" align="flex-start">
          <Button
            size="xs"
            color="blue.8"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={approving}
            disabled={approveDisabledReason !== null}
            aria-describedby={approveDisabledReason !== null ? reasonId : undefined}
            onClick={() => onApprove()}
          >
            Approve
          </Button>
          {approveDisabledReason !== null && (
            <RestrictionNote id={reasonId}>{approveDisabledReason}</RestrictionNote>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** A step's state; one the signed-in user may decide stands out, since Approve decides it. */
function StepStatus({ approved, mine }: { approved: boolean; mine: boolean }) {
  if (approved)
    return (
      <Text size="xs" c="teal.9">
        Approved
      </Text>
    );
  return mine ? (
    <Text size="xs" c="blue.8" fw={600}>
      Awaiting your approval
    </Text>
  ) : (
    <Text size="xs" c="gray.7">
      Awaiting approval
    </Text>
  );
}
