import { Text, TextInput } from '@mantine/core';

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
}

/** A labelled value that turns into an input in edit mode. */
export function EditableField({
  label,
  display,
  editing = false,
  value = '',
  type = 'text',
  onChange,
}: EditableFieldProps) {
  if (editing) {
    return (
      <TextInput
        size="sm"
        label={label}
        type={type}
        step={type === 'number' ? 0.01 : undefined}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.currentTarget.value)}
      />
    );
  }
  return (
    <div>
      <Text size="xs" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text size="sm">{display || '—'}</Text>
    </div>
  );
}
