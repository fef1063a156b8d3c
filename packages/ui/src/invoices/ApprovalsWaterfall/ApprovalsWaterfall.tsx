import { areApprovalsComplete, EMPTY_STATES } from '@ap/domain';
import type { Approval } from '@ap/domain/contract';
import { Badge, Group, Paper, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';

export interface ApprovalsWaterfallProps {
  /** The approval steps in order; none shows 'No approval data available'. */
  approvals: readonly Approval[];
}

/** The invoice's approval chain, step by step, with whether it is complete. */
export function ApprovalsWaterfall({ approvals }: ApprovalsWaterfallProps) {
  const complete = areApprovalsComplete(approvals);
  const lastApproved = approvals.findLastIndex((step) => step.approved);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Approvals</Title>
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
              <Text size="sm">{step.approver}</Text>
              <Text size="xs" c={step.approved ? 'teal.9' : 'gray.7'}>
                {step.approved ? 'Approved' : 'Awaiting approval'}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
