import { vendorDisplayName } from '@ap/domain';
import type { Vendor } from '@ap/domain/contract';
import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface VendorPickerProps {
  /** The invoice's vendor now; null when it has none. */
  vendor: Pick<Vendor, 'id' | 'name'> | null;
  /** The organisation's vendors to move the invoice to. */
  vendors: readonly Pick<Vendor, 'id' | 'name'>[];
  /** Moves the invoice to another existing vendor; rejects to keep the picker open. */
  onMove: (vendorId: string) => Promise<unknown>;
  /** Renames the invoice's vendor (the draft vendor's name as the organisation knows it). */
  onRename: (name: string) => Promise<unknown>;
  /** Why the vendor cannot be changed now (a paid invoice): shown, controls disabled. */
  disabledReason?: string | null;
  /** Told once the picker shows (edit mode): the caller loads the vendors only then. */
  onShow?: () => void;
}

/**
 * Correcting the vendor in edit mode: move the invoice to an existing vendor, or
 * rename its vendor. Either is saved at once (audited, and the assistant learns from it).
 */
export function VendorPicker({
  vendor,
  vendors,
  onMove,
  onRename,
  disabledReason = null,
  onShow,
}: VendorPickerProps) {
  useEffect(() => onShow?.(), [onShow]);
  const [target, setTarget] = useState<string | null>(null);
  const [name, setName] = useState(vendor?.name ?? '');
  const [busy, setBusy] = useState<'move' | 'rename' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const disabled = disabledReason !== null || busy !== null;
  const others = vendors
    .filter((option) => option.id !== vendor?.id)
    .map((option) => ({ value: option.id, label: vendorDisplayName(option) }));

  const run = async (what: 'move' | 'rename', action: () => Promise<unknown>) => {
    setBusy(what);
    setError(null);
    try {
      await action();
      if (what === 'move') setTarget(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The vendor could not be changed.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="md" aria-label="Correct the vendor" component="section">
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          Correct the vendor
        </Text>
        {disabledReason && (
          <Text size="sm" c="gray.7">
            {disabledReason}
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <Select
            label="Move this invoice to"
            placeholder="Pick an existing vendor"
            data={others}
            value={target}
            onChange={setTarget}
            searchable
            nothingFoundMessage="No vendor with that name"
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <Button
            variant="light"
            disabled={disabled || target === null}
            loading={busy === 'move'}
            onClick={() => target && run('move', () => onMove(target))}
          >
            Move invoice
          </Button>
        </Group>
        {vendor && (
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Rename this vendor"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              placeholder="The vendor's name as your organisation knows it"
              disabled={disabled}
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              disabled={disabled || name.trim() === '' || name.trim() === vendor.name}
              loading={busy === 'rename'}
              onClick={() => run('rename', () => onRename(name.trim()))}
            >
              Rename vendor
            </Button>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert" title="Not saved">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
