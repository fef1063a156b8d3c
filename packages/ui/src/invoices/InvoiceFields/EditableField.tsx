import { isLowConfidence } from '@ap/domain';
import type { InvoiceSourceField } from '@ap/domain/contract';
import { Group, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { FieldSourceMark, useFieldSource } from '../FieldSources';

export interface EditableFieldProps {
  /** The field's label (also the input's accessible name). */
  label: string;
  /** Text shown in view mode; empty shows a dash. */
  display: string | null;
  /** Shows an input instead of the text; default false. */
  editing?: boolean;
  /** The input's value in edit mode; default ''. */
  value?: string | number | null;
  /** Input type: 'number' steps by 0.01 (money), 'date' is a native date input; default 'text'. */
  type?: 'text' | 'number' | 'date' | 'email';
  /** Called with the typed text. */
  onChange?: (value: string) => void;
  /**
   * The invoice field it shows, to mark a low confidence or a typed value and outline where
   * it was read on hover or focus (inside a FieldSourcesProvider); default none.
   */
  source?: InvoiceSourceField;
}

/** A labelled value that turns into an input in edit mode. */
export function EditableField({
  label,
  display,
  editing = false,
  value = '',
  type = 'text',
  onChange,
  source,
}: EditableFieldProps) {
  const field = useFieldSource(source);
  const markId = useId();
  const low = field !== null && isLowConfidence(field.source);
  const mark = field && (low || field.source.origin === 'typed') && (
    <FieldSourceMark source={field.source} id={markId} />
  );
  // Hover and focus (of the value or the input inside) point at the field's box on the original.
  const pointer = field?.located
    ? {
        onMouseEnter: field.activate,
        onMouseLeave: field.deactivate,
        onFocus: field.activate,
        onBlur: field.deactivate,
      }
    : {};
  const frame = field
    ? {
        'data-source-field': source,
        'data-active': field.active || undefined,
        style: {
          borderLeft: low ? '3px solid var(--mantine-color-yellow-6)' : undefined,
          paddingLeft: low ? 6 : undefined,
          background: field.active ? 'var(--mantine-color-yellow-0)' : undefined,
          borderRadius: 2,
        },
      }
    : {};
  if (editing) {
    return (
      <div {...frame} {...pointer}>
        <TextInput
          size="sm"
          label={label}
          type={type}
          step={type === 'number' ? 0.01 : undefined}
          value={value ?? ''}
          description={mark || undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          onChange={(event) => onChange?.(event.currentTarget.value)}
        />
      </div>
    );
  }
  return (
    <div
      {...frame}
      {...pointer}
      // A value with a place on the original can be reached by keyboard to outline it.
      tabIndex={field?.located ? 0 : undefined}
      aria-describedby={mark ? markId : undefined}
    >
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="gray.7" fw={500}>
          {label}
        </Text>
        {mark}
      </Group>
      <Text size="sm">{display || '—'}</Text>
    </div>
  );
}
