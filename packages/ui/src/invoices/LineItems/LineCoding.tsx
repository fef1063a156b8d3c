import type { LineCodingSource, LineItem } from '@ap/domain/contract';
import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** A change of a line's coding, as the invoice save sends it (only the changed values). */
export type LineCodingChange = Partial<
  Record<'quickbooks_account' | 'quickbooks_class' | 'quickbooks_department', string | null>
>;

export interface LineCodingControls {
  /** Values each field offers (QuickBooks' lists); any name can still be typed. */
  options: { account: readonly string[]; class: readonly string[]; department: readonly string[] };
  /** Saves the line's changed coding; a rejection keeps the pickers open. */
  onSave: (itemId: string, change: LineCodingChange) => Promise<unknown>;
}

const FIELDS = [
  { key: 'account', field: 'quickbooks_account', label: 'QuickBooks Account' },
  { key: 'class', field: 'quickbooks_class', label: 'QuickBooks Class' },
  { key: 'department', field: 'quickbooks_department', label: 'QuickBooks Location' },
] as const;

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
export function LineCoding({ item, options, onSave }: LineCodingProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const current = (field: (typeof FIELDS)[number]['field']) => item[field] ?? '';
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map(({ field }) => [field, current(field)])),
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
    Object.fromEntries(
      FIELDS.filter(({ field }) => (values[field] ?? '').trim() !== current(field)).map(
        ({ field }) => [field, (values[field] ?? '').trim() || null],
      ),
    );
  if (editing)
    return (
      <Stack gap="xs" role="group" aria-label={`Coding of ${item.description || 'the line'}`}>
        {FIELDS.map(({ key, field, label }) => (
          <Autocomplete
            key={field}
            size="sm"
            label={label}
            data={[...options[key]]}
            value={values[field] ?? ''}
            onChange={(value) => setValues((all) => ({ ...all, [field]: value }))}
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
      {FIELDS.map(({ key, field, label }) => {
        const source = item.coding?.[key];
        return (
          <div key={field} data-coding-field={key}>
            <Text size="xs" c="gray.7">
              {label}
            </Text>
            <Text size="sm">{item[field] || '—'}</Text>
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
                  onClick={() => save({ [field]: source.suggested })}
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
