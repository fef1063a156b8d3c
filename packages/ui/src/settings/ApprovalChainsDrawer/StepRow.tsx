import {
  APPROVAL_CHAIN_ROLES,
  APPROVAL_ROLE_LABELS,
  type ApprovalChainRole,
  type ApprovalChainStep,
  type ApprovalChainStepType,
  changeStepType,
  DEFAULT_STEP_TITLE,
} from '@ap/domain';
import {
  ActionIcon,
  Autocomplete,
  Group,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ApprovalPersonOption } from './approvalChainsTypes';

const STEP_TYPES: { value: ApprovalChainStepType; label: string }[] = [
  { value: 'role', label: 'A role' },
  { value: 'person', label: 'A named person' },
  { value: 'any_of', label: 'Any one of several people' },
];
const ROLES = APPROVAL_CHAIN_ROLES.map((role) => ({
  value: role,
  label: APPROVAL_ROLE_LABELS[role],
}));

export interface StepRowProps {
  /** The step. */
  step: ApprovalChainStep;
  /** Its position, from 0. */
  index: number;
  /** How many steps the list has (for the move buttons). */
  count: number;
  /** People the e-mail fields suggest; default none. */
  people: readonly ApprovalPersonOption[];
  /** Called with the changed step. */
  onChange: (step: ApprovalChainStep) => void;
  /** Moves the step up (-1) or down (+1). */
  onMove: (by: number) => void;
  /** Removes the step. */
  onRemove: () => void;
  /** Read-only (a Member); default false. */
  disabled?: boolean;
}

/** One approval step: who approves (a role, a named person, any one of several) and its title. */
export function StepRow({
  step,
  index,
  count,
  people,
  onChange,
  onMove,
  onRemove,
  disabled = false,
}: StepRowProps) {
  const n = index + 1;
  const emails = people.map((person) => person.email);
  const nameOf = new Map(people.map((person) => [person.email, person]));
  const renderPerson = ({ option }: { option: { value: string } }) => {
    const person = nameOf.get(option.value);
    return (
      <Stack gap={0}>
        <Text size="sm">{person?.name || option.value}</Text>
        <Text size="xs" c="gray.7">
          {option.value}
          {person?.role ? ` · ${person.role}` : ''}
        </Text>
      </Stack>
    );
  };
  const title =
    step.type === 'role' ? null : (
      <TextInput
        label="Step title"
        placeholder={DEFAULT_STEP_TITLE}
        value={step.title ?? ''}
        disabled={disabled}
        onChange={(event) => onChange({ ...step, title: event.currentTarget.value })}
      />
    );
  return (
    <Paper withBorder p="sm" role="group" aria-label={`Step ${n}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Select
            label={`Step ${n}: who approves`}
            data={STEP_TYPES}
            value={step.type}
            allowDeselect={false}
            disabled={disabled}
            onChange={(type) =>
              type && onChange(changeStepType(step, type as ApprovalChainStepType))
            }
            style={{ flex: 1 }}
          />
          {!disabled && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray.8"
                aria-label={`Move step ${n} up`}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                aria-label={`Move step ${n} down`}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red.8"
                aria-label={`Remove step ${n}`}
                onClick={onRemove}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {step.type === 'role' && (
          <Select
            label="Role"
            data={ROLES}
            value={step.role}
            allowDeselect={false}
            disabled={disabled}
            onChange={(role) => role && onChange({ type: 'role', role: role as ApprovalChainRole })}
          />
        )}
        {step.type === 'person' && (
          <>
            <Autocomplete
              label="E-mail"
              placeholder="name@company.com"
              data={emails}
              renderOption={renderPerson}
              value={step.email}
              disabled={disabled}
              onChange={(email) => onChange({ ...step, email })}
            />
            {title}
          </>
        )}
        {step.type === 'any_of' && (
          <>
            <TagsInput
              label="E-mails (any one of them approves)"
              placeholder={disabled ? undefined : 'Type an e-mail and press Enter'}
              data={emails}
              renderOption={renderPerson}
              value={step.emails}
              disabled={disabled}
              onChange={(list) => onChange({ ...step, emails: list })}
            />
            {title}
          </>
        )}
      </Stack>
    </Paper>
  );
}
