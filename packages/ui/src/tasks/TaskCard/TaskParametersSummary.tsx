import { LABELS } from '@ap/domain';
import type { Task } from '@ap/domain/contract';
import { Stack, Text } from '@mantine/core';
import { PayInvoicePreview } from './PayInvoicePreview';
import { SummaryLine } from './SummaryLine';
import { VendorChangesPreview } from './VendorChangesPreview';

export interface TaskParametersSummaryProps {
  /** The task whose parameters are summarised. Default: required. */
  task: Task;
}

/**
 * What approving the task will do: recipients, subject and body of an e-mail; each vendor
 * field old → new (a change of bank details flagged, with why to doubt the sender); or who
 * is paid how much, to which account and when. The vendor is named, never shown by its id.
 */
export function TaskParametersSummary({ task }: TaskParametersSummaryProps) {
  if (task.task_type === 'send_email') {
    const { to, cc, subject, body } = task.parameters;
    return (
      <Stack gap={2}>
        <SummaryLine label="To" value={to.join(', ')} />
        {cc.length > 0 && <SummaryLine label="CC" value={cc.join(', ')} />}
        <SummaryLine label="Subject" value={subject} />
        <Text size="sm" c="gray.7" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {body}
        </Text>
      </Stack>
    );
  }
  const vendor = task.preview?.vendor_name ?? task.parameters.vendor_id ?? LABELS.notApplicable;
  const invoiceNumber = task.parameters.invoice_number ?? LABELS.notApplicable;
  if (task.task_type === 'pay_invoice') {
    return <PayInvoicePreview task={task} vendor={vendor} invoiceNumber={invoiceNumber} />;
  }
  return <VendorChangesPreview task={task} vendor={vendor} invoiceNumber={invoiceNumber} />;
}
