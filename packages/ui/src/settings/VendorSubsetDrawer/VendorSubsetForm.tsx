import {
  addVendorSubsetEntry,
  removeVendorSubsetEntry,
  type VendorSubsetEntry,
  type VendorSubsetSettings,
} from '@ap/domain';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { AddEntryField } from './AddEntryField';
import { EntryChips } from './EntryChips';

export interface VendorSubsetFormProps {
  /** Current settings. */
  settings: VendorSubsetSettings;
  /** Called with the next settings on any change. */
  onChange: (settings: VendorSubsetSettings) => void;
  /** Called after an entry was added, for the 'Domain {x} added successfully' toast. */
  onEntryAdded?: (entry: VendorSubsetEntry) => void;
  /** Why this user may not change the settings (their role); locks them and says so. Default: none. */
  disabledReason?: string | null;
}

/** Which senders the assistant reads: internal Review/Ignore, external All/Limited with lists. */
export function VendorSubsetForm({
  settings,
  onChange,
  onEntryAdded,
  disabledReason = null,
}: VendorSubsetFormProps) {
  const disabled = disabledReason !== null;
  const add = (text: string) => {
    const { settings: next, added } = addVendorSubsetEntry(settings, text);
    if (!added) return false; // invalid or duplicate input is silently ignored (SPEC §5)
    onChange(next);
    onEntryAdded?.(added);
    return true;
  };

  return (
    <Stack gap="lg">
      {disabled && <RestrictionNote>{disabledReason}</RestrictionNote>}
      <Stack gap={6}>
        <Title order={3} size="h5" id="vendor-subset-internal">
          Internal Senders
        </Title>
        <SegmentedControl
          aria-labelledby="vendor-subset-internal"
          disabled={disabled}
          value={settings.internalSenders}
          onChange={(value) =>
            onChange({
              ...settings,
              internalSenders: value as VendorSubsetSettings['internalSenders'],
            })
          }
          data={[
            { label: 'Review', value: 'review' },
            { label: 'Ignore', value: 'ignore' },
          ]}
        />
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h5" id="vendor-subset-external">
          External Senders and Domains
        </Title>
        <SegmentedControl
          aria-labelledby="vendor-subset-external"
          disabled={disabled}
          value={settings.externalSenders}
          onChange={(value) =>
            onChange({
              ...settings,
              externalSenders: value as VendorSubsetSettings['externalSenders'],
            })
          }
          data={[
            { label: 'All', value: 'all' },
            { label: 'Limited', value: 'limited' },
          ]}
        />
        {settings.externalSenders === 'all' && (
          <Text size="sm" c="gray.7">
            Invoices from every external sender are processed.
          </Text>
        )}
      </Stack>
      {settings.externalSenders === 'limited' && (
        <Stack gap="md">
          <AddEntryField onSubmit={add} disabled={disabled} />
          <EntryChips
            title="Domains"
            kind="domain"
            values={settings.domains}
            disabled={disabled}
            onRemove={(entry) => onChange(removeVendorSubsetEntry(settings, entry))}
          />
          <EntryChips
            title="Senders"
            kind="sender"
            values={settings.senders}
            disabled={disabled}
            onRemove={(entry) => onChange(removeVendorSubsetEntry(settings, entry))}
          />
        </Stack>
      )}
    </Stack>
  );
}
