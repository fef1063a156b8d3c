import { formatCurrency, LABELS } from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Alert, Stack, Text } from '@mantine/core';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

export interface TaskParametersSummaryProps {
  /** The task whose parameters are summarised. Default: required. */
  task: Task;
}

/**
 * What the task will do: recipients, subject and body of an e-mail, or the vendor and invoice;
 * for a change of bank details asked by an unfamiliar or look-alike sender, why to doubt it.
 */
export function TaskParametersSummary({ task }: TaskParametersSummaryProps) {
  if (task.task_type === 'send_email') {
    const { to, cc, subject, body } = task.parameters;
    return (
      <Stack gap={2}>
        <Line label="To" value={to.join(', ')} />
        {cc.length > 0 && <Line label="CC" value={cc.join(', ')} />}
        <Line label="Subject" value={subject} />
        <Text size="sm" c="gray.7" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {body}
        </Text>
      </Stack>
    );
  }
  const { vendor_id, invoice_number } = task.parameters;
  return (
    <Stack gap={2}>
      <Line label="Vendor" value={vendor_id ?? LABELS.notApplicable} />
      <Line label="Invoice #" value={invoice_number ?? LABELS.notApplicable} />
      {task.task_type === 'pay_invoice' && task.parameters.amount !== undefined && (
        <Line label="Amount" value={formatCurrency(task.parameters.amount)} />
      )}
      {task.task_type === 'update_vendor' && task.parameters.sender_warning && (
        <Alert color="red" variant="light" p="xs" mt={4} title="Check who sent this">
          <Text size="sm">{task.parameters.sender_warning}</Text>
        </Alert>
      )}
    </Stack>
  );
}
