import {
  addVendorSubsetEntry,
  removeVendorSubsetEntry,
  type VendorSubsetEntry,
  type VendorSubsetSettings,
} from '@ap/domain';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { AddEntryField } from './AddEntryField';
import { EntryChips } from './EntryChips';

export interface VendorSubsetFormProps {
  /** Current settings. */
  settings: VendorSubsetSettings;
  /** Called with the next settings on any change. */
  onChange: (settings: VendorSubsetSettings) => void;
  /** Called after an entry was added, for the 'Domain {x} added successfully' toast. */
  onEntryAdded?: (entry: VendorSubsetEntry) => void;
}

/** Which senders the assistant reads: internal Review/Ignore, external All/Limited with lists. */
export function VendorSubsetForm({ settings, onChange, onEntryAdded }: VendorSubsetFormProps) {
  const add = (text: string) => {
    const { settings: next, added } = addVendorSubsetEntry(settings, text);
    if (!added) return false; // invalid or duplicate input is silently ignored (SPEC §5)
    onChange(next);
    onEntryAdded?.(added);
    return true;
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={3} size="h5" id="vendor-subset-internal">
          Internal Senders
        </Title>
        <SegmentedControl
          aria-labelledby="vendor-subset-internal"
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
          <AddEntryField onSubmit={add} />
          <EntryChips
            title="Domains"
            kind="domain"
            values={settings.domains}
            onRemove={(entry) => onChange(removeVendorSubsetEntry(settings, entry))}
          />
          <EntryChips
            title="Senders"
            kind="sender"
            values={settings.senders}
            onRemove={(entry) => onChange(removeVendorSubsetEntry(settings, entry))}
          />
        </Stack>
      )}
    </Stack>
  );
}
