import {
  COMPANY_DETAILS_LIMITS,
  type CompanyDetails,
  companyDetailsProblemAt,
  removeItem,
  replaceItem,
} from '@ap/domain';
import { Button, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { UnsavedChangesBar } from '../ToggleConfigDrawer';
import { AddressFields } from './AddressFields';
import { useCompanyDetailsDraft } from './useCompanyDetailsDraft';

export interface CompanyDetailsFormProps {
  /** The saved details. */
  details: CompanyDetails;
  /** Called with the edited (normalised) details on Save Changes; may return a promise. */
  onSave: (details: CompanyDetails) => unknown;
  /** Why this user may not change the details; shows them read-only and says so. Default: none. */
  disabledReason?: string | null;
}

/**
 * Legal name, the other names the company is invoiced as, its addresses and tax id. Problems
 * show next to their fields on a save attempt; Revert / Save Changes while edits are unsaved.
 */
export function CompanyDetailsForm({
  details,
  onSave,
  disabledReason = null,
}: CompanyDetailsFormProps) {
  const disabled = disabledReason !== null;
  const edit = useCompanyDetailsDraft(details, onSave);
  const { draft, problems } = edit;
  const otherNamesError = [
    companyDetailsProblemAt(problems, ['other_names']),
    ...draft.other_names.map((_, i) => companyDetailsProblemAt(problems, ['other_names', i])),
  ].find(Boolean);

  return (
    <Stack gap="lg">
      <Text size="sm">
        Invoices billed to the legal name or one of the other names pass 'Addressed to Us', and the
        assistant never takes these names for a vendor.
      </Text>
      {disabled && <RestrictionNote>{disabledReason}</RestrictionNote>}
      <TextInput
        label="Legal name"
        required
        value={draft.legal_name}
        maxLength={COMPANY_DETAILS_LIMITS.name}
        disabled={disabled}
        error={companyDetailsProblemAt(problems, ['legal_name'])}
        onChange={(event) => edit.change({ legal_name: event.currentTarget.value })}
      />
      <TagsInput
        label="Other names"
        descriptionProps={{ c: 'gray.7' }}
        description="Trade names, former names or abbreviations vendors bill you as. Press Enter to add."
        placeholder={disabled ? undefined : 'Add a name'}
        value={draft.other_names}
        maxTags={COMPANY_DETAILS_LIMITS.otherNames}
        disabled={disabled}
        clearable={false}
        error={otherNamesError}
        onChange={(other_names) => edit.change({ other_names })}
      />
      <TextInput
        label="Tax ID"
        descriptionProps={{ c: 'gray.7' }}
        description="EIN, VAT or other registration number."
        placeholder="12-3456789"
        value={draft.tax_id ?? ''}
        maxLength={COMPANY_DETAILS_LIMITS.taxId}
        disabled={disabled}
        error={companyDetailsProblemAt(problems, ['tax_id'])}
        onChange={(event) => edit.change({ tax_id: event.currentTarget.value })}
      />
      <Stack gap="xs" component="section" aria-labelledby="company-addresses">
        <Title order={3} size="h6" id="company-addresses">
          Addresses
        </Title>
        {draft.addresses.length === 0 && (
          <Text size="sm" c="gray.7">
            No addresses yet.
          </Text>
        )}
        {draft.addresses.map((address, index) => (
          <AddressFields
            // Addresses have no id; their place is who they are while the drawer is open.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            address={address}
            index={index}
            problems={problems}
            disabled={disabled}
            onChange={(next) =>
              edit.change({ addresses: replaceItem(draft.addresses, index, next) })
            }
            onRemove={() => edit.change({ addresses: removeItem(draft.addresses, index) })}
          />
        ))}
        {!disabled && draft.addresses.length < COMPANY_DETAILS_LIMITS.addresses && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              edit.change({
                addresses: [
                  ...draft.addresses,
                  { label: draft.addresses.length === 0 ? 'Billing' : '', address: '' },
                ],
              })
            }
          >
            Add address
          </Button>
        )}
      </Stack>
      {edit.hasChanges && !disabled && (
        <UnsavedChangesBar
          onRevert={edit.revert}
          onSave={() => void edit.save()}
          saving={edit.saving}
        />
      )}
    </Stack>
  );
}
