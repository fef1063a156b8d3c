import {
  type ApprovalAmountRange,
  type ApprovalRuleConditions,
  UNKNOWN_VENDOR_NAME,
} from '@ap/domain';
import { MultiSelect, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { ApprovalVendorOption } from './approvalChainsTypes';

const ANY_CURRENCY = 'any';
/** The codes offered; a saved code outside the list is offered too. The server knows them all. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'JPY', 'MXN', 'INR'];

export interface ConditionsFieldsProps {
  /** The rule's conditions. */
  conditions: ApprovalRuleConditions;
  /** The organisation's vendors, for the vendor condition. */
  vendors: readonly ApprovalVendorOption[];
  /** Called with the changed conditions. */
  onChange: (conditions: ApprovalRuleConditions) => void;
  /** Read-only (a Member); default false. */
  disabled?: boolean;
}

/** What a rule matches: an amount range, vendors, GL accounts and classes of the line items. */
export function ConditionsFields({
  conditions,
  vendors,
  onChange,
  disabled = false,
}: ConditionsFieldsProps) {
  const range = conditions.amount ?? { currency: null, over: null, up_to: null };
  const setRange = (patch: Partial<ApprovalAmountRange>) => {
    const next = { ...range, ...patch };
    const empty = !next.currency && !next.over && !next.up_to;
    onChange({ ...conditions, amount: empty ? null : next });
  };
  const currencies = [
    ...new Set([...COMMON_CURRENCIES, ...(range.currency ? [range.currency] : [])]),
  ];
  const known = new Set(vendors.map((vendor) => vendor.id));
  const vendorData = [
    ...vendors.map((vendor) => ({ value: vendor.id, label: vendor.name })),
    ...conditions.vendor_ids
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: UNKNOWN_VENDOR_NAME })),
  ];
  const text = (value: string) => (value.trim() === '' ? null : value);

  return (
    <Stack gap="xs" role="group" aria-label="Conditions">
      <Text size="sm" fw={600}>
        Conditions (all must hold)
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <TextInput
          label="Amount over"
          placeholder="Any"
          inputMode="decimal"
          value={range.over ?? ''}
          disabled={disabled}
          onChange={(event) => setRange({ over: text(event.currentTarget.value) })}
        />
        <TextInput
          label="Up to"
          placeholder="Any"
          inputMode="decimal"
          value={range.up_to ?? ''}
          disabled={disabled}
          onChange={(event) => setRange({ up_to: text(event.currentTarget.value) })}
        />
        <Select
          label="Currency"
          data={[{ value: ANY_CURRENCY, label: 'Any' }, ...currencies]}
          value={range.currency ?? ANY_CURRENCY}
          allowDeselect={false}
          disabled={disabled}
          onChange={(code) => setRange({ currency: code && code !== ANY_CURRENCY ? code : null })}
        />
      </SimpleGrid>
      <MultiSelect
        label="Vendors"
        placeholder={disabled || conditions.vendor_ids.length ? undefined : 'Any vendor'}
        data={vendorData}
        value={conditions.vendor_ids}
        searchable
        disabled={disabled}
        onChange={(ids) => onChange({ ...conditions, vendor_ids: ids })}
      />
      <TagsInput
        label="GL accounts (line item coding)"
        placeholder={
          disabled || conditions.gl_accounts.length
            ? undefined
            : 'Any account; type one and press Enter'
        }
        value={conditions.gl_accounts}
        disabled={disabled}
        onChange={(accounts) => onChange({ ...conditions, gl_accounts: accounts })}
      />
      <TagsInput
        label="Classes (line item coding)"
        placeholder={
          disabled || conditions.gl_classes.length
            ? undefined
            : 'Any class; type one and press Enter'
        }
        value={conditions.gl_classes}
        disabled={disabled}
        onChange={(classes) => onChange({ ...conditions, gl_classes: classes })}
      />
    </Stack>
  );
}
