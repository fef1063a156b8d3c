import type { Task, TaskFieldChange } from '@ap/domain/contract';
import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { SummaryLine } from './SummaryLine';
import { TASK_PREVIEW_TEXT } from './task-preview-text';

type UpdateVendorTask = Extract<Task, { task_type: 'update_vendor' }>;

/** "account_number" → "Account Number": for a past task the server previews no more. */
const fieldLabel = (field: string) =>
  field.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The changes as the server previews them, or (past tasks) the new values alone. */
const changesOf = (task: UpdateVendorTask): TaskFieldChange[] =>
  task.preview?.changes ??
  Object.entries(task.parameters.changes ?? {}).map(([field, to]) => ({
    field,
    label: fieldLabel(field),
    from: null,
    to,
    payment_information: false,
  }));

/**
 * An update_vendor task: each field it sets, the vendor's value today beside the new one.
 * A change of bank details is marked and explained before the Approve button (masked
 * numbers only; the server never sends them in clear).
 */
export function VendorChangesPreview({
  task,
  vendor,
  invoiceNumber,
}: {
  task: UpdateVendorTask;
  vendor: string;
  invoiceNumber: string;
}) {
  const changes = changesOf(task);
  const withBefore = task.preview?.changes !== undefined;
  const bankChange = changes.some((change) => change.payment_information);
  return (
    <Stack gap={2}>
      <SummaryLine label="Vendor" value={vendor} />
      <SummaryLine label="Invoice #" value={invoiceNumber} />
      {bankChange && (
        <Alert color="red" variant="light" p="xs" mt={4} title={TASK_PREVIEW_TEXT.bankChangeTitle}>
          <Text size="sm">{TASK_PREVIEW_TEXT.bankChangeWarning}</Text>
        </Alert>
      )}
      {task.parameters.sender_warning && (
        <Alert color="red" variant="light" p="xs" mt={4} title="Check who sent this">
          <Text size="sm">{task.parameters.sender_warning}</Text>
        </Alert>
      )}
      {changes.length > 0 && (
        <Table
          withTableBorder
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="sm"
          aria-label={`${TASK_PREVIEW_TEXT.changesLabel} to ${vendor}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Field</Table.Th>
              {withBefore && <Table.Th scope="col">Now</Table.Th>}
              <Table.Th scope="col">{withBefore ? 'After approval' : 'New value'}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.field}>
                <Table.Th scope="row" fw={600}>
                  <Group gap={6} wrap="nowrap">
                    {change.label}
                    {change.payment_information && (
                      <Badge color="red.9" variant="outline" size="xs">
                        Bank details
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                {withBefore && <Table.Td>{change.from ?? TASK_PREVIEW_TEXT.none}</Table.Td>}
                <Table.Td fw={change.payment_information ? 700 : undefined}>
                  {change.to ?? TASK_PREVIEW_TEXT.none}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
