import { CODING_RULE_KIND_LABELS, CODING_RULE_KINDS, type CodingRuleKind } from '@ap/domain';
import { ActionIcon, Autocomplete, Group, NumberInput, Select, TextInput } from '@mantine/core';

/** A rule being edited; words are typed comma-separated. */
export interface RuleDraft {
  kind: CodingRuleKind;
  vendorId: string | null;
  words: string;
  min: number | string;
  max: number | string;
  value: string;
}

export interface RuleEditorRowProps {
  /** The rule's position (1-based), named in every input's label. */
  number: number;
  rule: RuleDraft;
  /** Vendors a vendor rule may name. */
  vendors: readonly { id: string; name: string }[];
  /** Values the dimension offers (QuickBooks' list for it); free text is allowed too. */
  values: readonly string[];
  onChange: (patch: Partial<RuleDraft>) => void;
  onRemove: () => void;
}

/** One rule of Set Rules: its kind, what it matches, and the value it sets. */
export function RuleEditorRow({
  number,
  rule,
  vendors,
  values,
  onChange,
  onRemove,
}: RuleEditorRowProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" data-rule={number}>
      <Select
        size="xs"
        w={150}
        label={`Rule ${number} kind`}
        data={CODING_RULE_KINDS.map((kind) => ({
          value: kind,
          label: CODING_RULE_KIND_LABELS[kind],
        }))}
        value={rule.kind}
        allowDeselect={false}
        onChange={(kind) => kind && onChange({ kind: kind as CodingRuleKind })}
      />
      {rule.kind === 'vendor' && (
        <Select
          size="xs"
          w={120}
          label={`Rule ${number} vendor`}
          data={vendors.map((v) => ({ value: v.id, label: v.name }))}
          value={rule.vendorId}
          searchable
          onChange={(vendorId) => onChange({ vendorId })}
        />
      )}
      {rule.kind === 'description' && (
        <TextInput
          size="xs"
          w={120}
          label={`Rule ${number} words`}
          placeholder="freight, shipping"
          value={rule.words}
          onChange={(event) => onChange({ words: event.currentTarget.value })}
        />
      )}
      {rule.kind === 'amount' && (
        <>
          <NumberInput
            size="xs"
            w={58}
            label={`Rule ${number} from`}
            min={0}
            decimalScale={2}
            hideControls
            value={rule.min}
            onChange={(min) => onChange({ min })}
          />
          <NumberInput
            size="xs"
            w={58}
            label={`Rule ${number} to`}
            min={0}
            decimalScale={2}
            hideControls
            value={rule.max}
            onChange={(max) => onChange({ max })}
          />
        </>
      )}
      <Autocomplete
        size="xs"
        style={{ flex: 1 }}
        label={`Rule ${number} sets`}
        data={[...values]}
        value={rule.value}
        onChange={(value) => onChange({ value })}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove rule ${number}`}
        onClick={onRemove}
        mb={2}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
