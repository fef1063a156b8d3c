import type { VendorSubsetEntry } from '@ap/domain';
import { Badge, CloseButton, Group, Stack, Text, Title } from '@mantine/core';

export interface EntryChipsProps {
  /** Section title: 'Domains' or 'Senders'. */
  title: string;
  /** Which list this is. */
  kind: VendorSubsetEntry['kind'];
  /** The entries, in the order added. */
  values: readonly string[];
  /** Removes one entry. */
  onRemove: (entry: VendorSubsetEntry) => void;
  /** The remove buttons cannot be used; default false. */
  disabled?: boolean;
}

/** A titled list of removable chips (the vendor subset's domains or senders). */
export function EntryChips({ title, kind, values, onRemove, disabled = false }: EntryChipsProps) {
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {values.length === 0 ? (
        <Text size="sm" c="gray.7">
          None
        </Text>
      ) : (
        <Group gap={6}>
          {values.map((value) => (
            // Mantine's Pill hides its remove button from assistive technology; this one is named.
            <Badge
              key={value}
              variant="light"
              color="gray"
              size="lg"
              tt="none"
              fw={500}
              c="dark.7"
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${value}`}
                  disabled={disabled}
                  onClick={() => onRemove({ kind, value })}
                />
              }
            >
              {value}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
