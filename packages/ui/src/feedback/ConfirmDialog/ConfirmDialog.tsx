import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  /** Whether the dialog is open. Default: required. */
  opened: boolean;
  /** The question, word for word from the spec (e.g. a `CONFIRMATIONS` entry). Default: required. */
  message: string;
  /** Dialog title. Default: 'Please confirm'. */
  title?: string;
  /** Label of the confirming button. Default: 'Confirm'. */
  confirmLabel?: string;
  /** Label of the button that closes without acting. Default: 'Go back'. */
  cancelLabel?: string;
  /** Shows the confirming button as busy (the action is running). Default: false. */
  loading?: boolean;
  /** Called when the user confirms. Default: required. */
  onConfirm: () => void;
  /** Called when the user closes the dialog without confirming. Default: required. */
  onClose: () => void;
}

/** A yes/no question before a destructive action (cancel a task, delete an invoice or vendor). */
export function ConfirmDialog({
  opened,
  message,
  title = 'Please confirm',
  confirmLabel = 'Confirm',
  cancelLabel = 'Go back',
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
