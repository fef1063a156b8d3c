import {
  canPay,
  displayInvoiceNumber,
  getInvoiceDisplayStatus,
  type InvoiceStatusInput,
  LABELS,
} from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { InvoiceStatusBadge } from '../InvoiceStatusBadge';
import { paymentHoldNote } from './payment-hold-note';

export interface InvoiceDetailsHeaderProps {
  /** The invoice's number, status, checks and payment hold (the title, banner and Pay rule read them). */
  invoice: InvoiceStatusInput &
    Pick<Invoice, 'invoice_number'> &
    Partial<Pick<Invoice, 'payment_hold'>>;
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
  /** Queues the invoice for payment (offered only in Ready to Pay; disabled while held). */
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
  const holdNoteId = useId();
  const status = getInvoiceDisplayStatus(invoice);
  const hold = invoice.payment_hold ?? null;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="center">
        <Title order={3}>Invoice {displayInvoiceNumber(invoice.invoice_number)}</Title>
        <Stack gap={6} align="flex-end">
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
              <Button
                color="teal.9"
                onClick={onPay}
                loading={paying}
                disabled={hold !== null}
                aria-describedby={hold ? holdNoteId : undefined}
              >
                Pay
              </Button>
            )}
          </Group>
          {hold && <RestrictionNote id={holdNoteId}>{paymentHoldNote(hold)}</RestrictionNote>}
        </Stack>
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
        {hold && (
          <Badge variant="filled" color="red.9" size="lg" data-payment-hold>
            Payment on hold
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
