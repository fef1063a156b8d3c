import { LABELS } from '@ap/domain';
import { Button, Group, Paper } from '@mantine/core';

export interface UnsavedChangesBarProps {
  /** Discards the unsaved edits. */
  onRevert: () => void;
  /** Saves the edits. */
  onSave: () => void;
  /** Save is running; default false. */
  saving?: boolean;
}

/** The Revert / Save Changes bar, stuck to the bottom of the drawer while changes are unsaved. */
export function UnsavedChangesBar({ onRevert, onSave, saving = false }: UnsavedChangesBarProps) {
  return (
    <Paper
      withBorder
      p="sm"
      pos="sticky"
      bottom={0}
      shadow="sm"
      role="region"
      aria-label="Unsaved changes"
    >
      <Group justify="flex-end">
        <Button variant="default" onClick={onRevert} disabled={saving}>
          {LABELS.revert}
        </Button>
        <Button color="blue.8" onClick={onSave} loading={saving}>
          {LABELS.saveChanges}
        </Button>
      </Group>
    </Paper>
  );
}
