import { canAddVendorSubsetEntry } from '@ap/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface AddEntryFieldProps {
  /** Called with the typed text on Add or Enter; returns whether it was added (clears the field). */
  onSubmit: (text: string) => boolean;
  /** The field and Add cannot be used; default false. */
  disabled?: boolean;
}

/** The sender-or-domain field with its Add button (disabled while empty; Enter also adds). */
export function AddEntryField({ onSubmit, disabled = false }: AddEntryFieldProps) {
  const [text, setText] = useState('');
  const submit = () => {
    if (canAddVendorSubsetEntry(text) && onSubmit(text)) setText('');
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label="Sender address or domain"
        placeholder="billing@vendor.com or vendor.com"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
          }
        }}
        style={{ flex: 1 }}
        disabled={disabled}
      />
      <Button color="blue.8" onClick={submit} disabled={disabled || !canAddVendorSubsetEntry(text)}>
        Add
      </Button>
    </Group>
  );
}
