import type { LineCodingSource, LineItem } from '@ap/domain/contract';
import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** A change of a line's coding, as the invoice save sends it (only the changed values). */
export type LineCodingChange = Partial<
  Record<'quickbooks_account' | 'quickbooks_class' | 'quickbooks_department', string | null>
> & { coding_dimensions?: Record<string, string | null> };

export interface LineCodingControls {
  /** Values each field offers (QuickBooks' lists); any name can still be typed. */
  options: { account: readonly string[]; class: readonly string[]; department: readonly string[] };
  /** Saves the line's changed coding; a rejection keeps the pickers open. */
  onSave: (itemId: string, change: LineCodingChange) => Promise<unknown>;
  /** The organisation's other coding dimensions (Cost Center, ...), shown after the location. Default none. */
  dimensions?: readonly { key: string; name: string }[];
}

type Field = {
  key: string;
  label: string;
  read: (item: LineItem) => string;
  change: (value: string | null) => LineCodingChange;
};

const column = (
  key: 'account' | 'class' | 'department',
  field: 'quickbooks_account' | 'quickbooks_class' | 'quickbooks_department',
  label: string,
): Field => ({
  key,
  label,
  read: (item) => item[field] ?? '',
  change: (value) => ({ [field]: value }),
});

const BUILT_IN_FIELDS = [
  column('account', 'quickbooks_account', 'QuickBooks Account'),
  column('class', 'quickbooks_class', 'QuickBooks Class'),
  column('department', 'quickbooks_department', 'QuickBooks Location'),
];

const dimensionField = ({ key, name }: { key: string; name: string }): Field => ({
  key,
  label: name,
  read: (item) => item.coding_dimensions?.[key] ?? '',
  change: (value) => ({ coding_dimensions: { [key]: value } }),
});

/** Several fields' changes as one save (their other dimensions merged). */
const merged = (changes: LineCodingChange[]): LineCodingChange => {
  const all: LineCodingChange = {};
  for (const { coding_dimensions, ...columns } of changes) {
    Object.assign(all, columns);
    if (coding_dimensions)
      all.coding_dimensions = Object.assign(all.coding_dimensions ?? {}, coding_dimensions);
  }
  return all;
};

const percent = (confidence: number | null) =>
  confidence === null ? '' : ` · ${Math.round(confidence * 100)}%`;

/** Who set a value, or why the assistant chose or suggests it. */
function SourceNote({ source }: { source: LineCodingSource | undefined }) {
  if (!source || source.suggested) return null;
  const text =
    source.origin === 'person'
      ? `Set by ${source.set_by ?? 'a person'}`
      : `Assistant: ${source.reason ?? ''}${percent(source.confidence)}`;
  return (
    <Text size="xs" c="gray.7" data-coding-source={source.origin}>
      {text}
    </Text>
  );
}

export interface LineCodingProps extends LineCodingControls {
  item: LineItem;
}

/**
 * A line's account, class and location with who set each (or the assistant's reason and
 * confidence), its waiting suggestions to accept, and pickers to change them.
 */
export function LineCoding({ item, options, onSave, dimensions = [] }: LineCodingProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const fields = [...BUILT_IN_FIELDS, ...dimensions.map(dimensionField)];
  const offered = (key: string): readonly string[] =>
    key === 'account' || key === 'class' || key === 'department' ? options[key] : [];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, f.read(item)])),
  );
  const save = async (change: LineCodingChange) => {
    setSaving(true);
    try {
      await onSave(item.id, change);
      setEditing(false);
    } finally {
      setSaving(false);
    }
  };
  const changed = (): LineCodingChange =>
    merged(
      fields
        .filter((f) => (values[f.key] ?? '').trim() !== f.read(item))
        .map((f) => f.change((values[f.key] ?? '').trim() || null)),
    );
  if (editing)
    return (
      <Stack gap="xs" role="group" aria-label={`Coding of ${item.description || 'the line'}`}>
        {fields.map(({ key, label }) => (
          <Autocomplete
            key={key}
            size="sm"
            label={label}
            data={[...offered(key)]}
            value={values[key] ?? ''}
            onChange={(value) => setValues((all) => ({ ...all, [key]: value }))}
          />
        ))}
        <Group gap="xs">
          <Button size="xs" loading={saving} onClick={() => save(changed())}>
            Save coding
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap={6}>
      {fields.map(({ key, label, read, change }) => {
        const source = item.coding?.[key];
        return (
          <div key={key} data-coding-field={key}>
            <Text size="xs" c="gray.7">
              {label}
            </Text>
            <Text size="sm">{read(item) || '—'}</Text>
            <SourceNote source={source} />
            {source?.suggested && (
              <Group gap="xs" wrap="nowrap">
                <Text size="xs">
                  Suggested: {source.suggested} ({source.reason}
                  {percent(source.confidence)})
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`Accept the suggested ${label}`}
                  loading={saving}
                  onClick={() => save(change(source.suggested))}
                >
                  Accept
                </Button>
              </Group>
            )}
          </div>
        );
      })}
      <Group>
        <Button size="xs" variant="default" onClick={() => setEditing(true)}>
          Change coding
        </Button>
      </Group>
    </Stack>
  );
}
