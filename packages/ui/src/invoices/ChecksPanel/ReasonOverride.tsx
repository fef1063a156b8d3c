import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface ReasonOverrideProps {
  /** The check's display name, for the button's and field's labels. */
  checkName: string;
  /** Records the override with the reason (an Admin's call, audited); rejects on failure. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** The shortest reason the server accepts. */
const MIN_REASON = 3;

/**
 * An Admin's override of a check that only lifts with a reason (a red fraud signal): a button
 * that opens a reason field and Confirm. The field stays on failure, to try again.
 */
export function ReasonOverride({ checkName, onSubmit }: ReasonOverrideProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button size="xs" variant="light" color="orange.9" mt="xs" onClick={() => setOpen(true)}>
        Override with a reason
      </Button>
    );
  const confirm = async () => {
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      setOpen(false);
      setReason('');
    } catch {
      // The caller reports the failure; the reason stays to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="flex-end" gap="xs" mt="xs">
      <TextInput
        size="xs"
        label={`Reason for overriding ${checkName}`}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      <Button
        size="xs"
        color="orange.9"
        loading={busy}
        disabled={reason.trim().length < MIN_REASON}
        onClick={confirm}
      >
        Confirm override
      </Button>
    </Group>
  );
}
