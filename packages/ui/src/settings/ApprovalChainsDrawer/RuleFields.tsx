import type { ApprovalRule } from '@ap/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ApprovalPersonOption, ApprovalVendorOption } from './approvalChainsTypes';
import { ConditionsFields } from './ConditionsFields';
import { StepsEditor } from './StepsEditor';

export interface RuleFieldsProps {
  /** The rule. */
  rule: ApprovalRule;
  /** Its position among the rules, from 0. */
  index: number;
  /** How many rules there are (for the move buttons). */
  count: number;
  /** The organisation's vendors. */
  vendors: readonly ApprovalVendorOption[];
  /** People the e-mail fields suggest. */
  people: readonly ApprovalPersonOption[];
  /** Called with the changed rule. */
  onChange: (rule: ApprovalRule) => void;
  /** Moves the rule up (-1: tried earlier) or down (+1). */
  onMove: (by: number) => void;
  /** Deletes the rule. */
  onRemove: () => void;
  /** Read-only (a Member); default false. */
  disabled?: boolean;
}

/** One rule's name, conditions and steps, with move and delete. */
export function RuleFields({
  rule,
  index,
  count,
  vendors,
  people,
  onChange,
  onMove,
  onRemove,
  disabled = false,
}: RuleFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label="Rule name"
        value={rule.name}
        disabled={disabled}
        onChange={(event) => onChange({ ...rule, name: event.currentTarget.value })}
      />
      <ConditionsFields
        conditions={rule.conditions}
        vendors={vendors}
        disabled={disabled}
        onChange={(conditions) => onChange({ ...rule, conditions })}
      />
      <StepsEditor
        steps={rule.steps}
        people={people}
        disabled={disabled}
        onChange={(steps) => onChange({ ...rule, steps })}
      />
      {!disabled && (
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowUp size={14} aria-hidden />}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            Move up
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowDown size={14} aria-hidden />}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            Move down
          </Button>
          <Button
            variant="subtle"
            color="red.8"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onRemove}
          >
            Delete rule
          </Button>
        </Group>
      )}
    </Stack>
  );
}
