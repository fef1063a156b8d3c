import { ADDED_DIMENSION_TARGETS, CODING_TARGET_LABELS } from '@ap/domain';
import type { AddCodingDimension } from '@ap/domain/contract';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface AddDimensionFormProps {
  /** Adds it; a rejected promise's message is shown. */
  onAdd: (dimension: AddCodingDimension) => Promise<unknown>;
  onCancel: () => void;
}

/** Add Dimension for Coding: its name and where it goes in QuickBooks. */
export function AddDimensionForm({ onAdd, onCancel }: AddDimensionFormProps) {
  const [name, setName] = useState('');
  const [target, setTarget] = useState<AddCodingDimension['target']>('memo');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    setError(null);
    try {
      await onAdd({ name: name.trim(), target });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The dimension could not be added.');
    } finally {
      setAdding(false);
    }
  };
  return (
    <Stack gap="xs" role="group" aria-label="New dimension">
      <Group gap="xs" align="flex-end" grow>
        <TextInput
          size="xs"
          label="Dimension name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Select
          size="xs"
          label="Sent to QuickBooks as"
          data={ADDED_DIMENSION_TARGETS.map((t) => ({ value: t, label: CODING_TARGET_LABELS[t] }))}
          value={target}
          allowDeselect={false}
          onChange={(value) => value && setTarget(value as AddCodingDimension['target'])}
        />
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button size="xs" onClick={add} loading={adding} disabled={!name.trim()}>
          Add dimension
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
