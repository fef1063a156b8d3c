import {
  COMPANY_ADDRESS_LABELS,
  COMPANY_DETAILS_LIMITS,
  type CompanyAddress,
  type CompanyDetailsProblem,
  companyDetailsProblemAt,
} from '@ap/domain';
import { ActionIcon, Autocomplete, Group, Paper, Stack, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export interface AddressFieldsProps {
  /** The address being edited. */
  address: CompanyAddress;
  /** Its place in the list (for labels and problem paths). */
  index: number;
  /** Problems shown on a save attempt. */
  problems: readonly CompanyDetailsProblem[];
  /** Read-only for this user; default false. */
  disabled?: boolean;
  onChange: (next: CompanyAddress) => void;
  onRemove: () => void;
}

/** One address: what it is for (Billing, Headquarters, ...) and its lines. */
export function AddressFields({
  address,
  index,
  problems,
  disabled = false,
  onChange,
  onRemove,
}: AddressFieldsProps) {
  const n = index + 1;
  return (
    <Paper withBorder p="sm" role="group" aria-label={`Address ${n}`}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Autocomplete
            style={{ flex: 1 }}
            label="Label"
            placeholder="Billing"
            data={[...COMPANY_ADDRESS_LABELS]}
            value={address.label}
            maxLength={COMPANY_DETAILS_LIMITS.addressLabel}
            disabled={disabled}
            error={companyDetailsProblemAt(problems, ['addresses', index, 'label'])}
            onChange={(label) => onChange({ ...address, label })}
          />
          {!disabled && (
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              aria-label={`Remove address ${n}`}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <Textarea
          label="Address"
          descriptionProps={{ c: 'gray.7' }}
          description="Street, city, postal code and country, one per line."
          autosize
          minRows={3}
          value={address.address}
          maxLength={COMPANY_DETAILS_LIMITS.address}
          disabled={disabled}
          error={companyDetailsProblemAt(problems, ['addresses', index, 'address'])}
          onChange={(event) => onChange({ ...address, address: event.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}
