import { type ApprovalChainStep, moveItem, removeItem, replaceItem } from '@ap/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ApprovalPersonOption } from './approvalChainsTypes';
import { StepRow } from './StepRow';

export interface StepsEditorProps {
  /** The steps, in the order they are asked. */
  steps: readonly ApprovalChainStep[];
  /** People the e-mail fields suggest. */
  people: readonly ApprovalPersonOption[];
  /** Called with the changed list. */
  onChange: (steps: ApprovalChainStep[]) => void;
  /** Read-only (a Member); default false. */
  disabled?: boolean;
}

/** A rule's ordered approval steps, with Add step. */
export function StepsEditor({ steps, people, onChange, disabled = false }: StepsEditorProps) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Approval steps, in order
      </Text>
      {steps.map((step, index) => (
        <StepRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a step has no id; its position is what it is
          key={index}
          step={step}
          index={index}
          count={steps.length}
          people={people}
          disabled={disabled}
          onChange={(next) => onChange(replaceItem(steps, index, next))}
          onMove={(by) => onChange(moveItem(steps, index, by))}
          onRemove={() => onChange(removeItem(steps, index))}
        />
      ))}
      {!disabled && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange([...steps, { type: 'role', role: 'Admin' }])}
        >
          Add step
        </Button>
      )}
    </Stack>
  );
}
