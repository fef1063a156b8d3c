import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../feedback/ConfirmDialog';

export interface DeleteRowButtonProps {
  /** Accessible name of the button, naming the row, e.g. 'Delete invoice INV-1001'. Default: required. */
  label: string;
  /** The confirmation, word for word (`CONFIRMATIONS.deleteInvoice` / `deleteVendor`). Default: required. */
  confirmation: string;
  /** Deletes the row once confirmed; may return a promise (the dialog waits for it). Default: required. */
  onDelete: () => unknown;
  /** Why this user may not delete (their role); when set the button is disabled and says so on hover. Default: none. */
  disabledReason?: string | null;
}

/** A trash button that asks the spec's confirmation before deleting. */
export function DeleteRowButton({
  label,
  confirmation,
  onDelete,
  disabledReason = null,
}: DeleteRowButtonProps) {
  const [opened, setOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
      setOpened(false);
    } catch {
      // The caller shows 'Failed to delete ...'; the dialog stays open for another try.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={label}
        title={disabledReason ?? label}
        disabled={disabledReason !== null}
        onClick={() => setOpened(true)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
      <ConfirmDialog
        opened={opened}
        title="Delete"
        message={confirmation}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        loading={deleting}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
