import {
  canPay,
  displayInvoiceNumber,
  getInvoiceDisplayStatus,
  type InvoiceStatusInput,
  LABELS,
} from '@ap/domain';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { InvoiceStatusBadge } from '../InvoiceStatusBadge';

export interface InvoiceDetailsHeaderProps {
  /** The invoice's number, status and checks (the title, banner and Pay rule read them). */
  invoice: InvoiceStatusInput & { invoice_number: string | null };
  /** Edit mode: shows Revert (and Save Changes when changed) instead of Edit; default false. */
  editing?: boolean;
  /** The edit session holds changes: shows Save Changes; default false. */
  hasChanges?: boolean;
  /** Save is running: Save Changes shows a spinner; default false. */
  saving?: boolean;
  /** Pay is running: Pay shows a spinner; default false. */
  paying?: boolean;
  /** Enters edit mode. */
  onEdit: () => void;
  /** Discards the edits and overrides. */
  onRevert: () => void;
  /** Saves the edit session. */
  onSave: () => void;
  /** Queues the invoice for payment (offered only in Ready to Pay). */
  onPay: () => void;
}

/** Title, edit / revert / save / pay actions and the status banner of the Invoice Details dialog. */
export function InvoiceDetailsHeader({
  invoice,
  editing = false,
  hasChanges = false,
  saving = false,
  paying = false,
  onEdit,
  onRevert,
  onSave,
  onPay,
}: InvoiceDetailsHeaderProps) {
  const status = getInvoiceDisplayStatus(invoice);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="center">
        <Title order={3}>Invoice {displayInvoiceNumber(invoice.invoice_number)}</Title>
        <Group gap="xs">
          {editing ? (
            <>
              <Button variant="default" onClick={onRevert} disabled={saving}>
                {LABELS.revert}
              </Button>
              {hasChanges && (
                <Button color="blue.8" onClick={onSave} loading={saving}>
                  {LABELS.saveChanges}
                </Button>
              )}
            </>
          ) : (
            <Button variant="default" onClick={onEdit}>
              Edit
            </Button>
          )}
          {canPay(invoice) && (
            <Button color="teal.9" onClick={onPay} loading={paying}>
              Pay
            </Button>
          )}
        </Group>
      </Group>
      <Group
        role="status"
        aria-label="Invoice status"
        data-status={status}
        gap="sm"
        mt="sm"
        p="xs"
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Text fw={500} size="sm">
          Status
        </Text>
        <InvoiceStatusBadge invoice={invoice} size="lg" />
      </Group>
    </Paper>
  );
}
