import { Badge, Group, Stack, Text } from '@mantine/core';

export interface RuleSummaryProps {
  /** The rule's name. */
  name: string;
  /** Its conditions in words; none for the last rule. */
  conditions: readonly string[];
  /** Its steps in words, in order. */
  steps: readonly string[];
  /** How many problems the rule has (shown after a save attempt); default 0. */
  problemCount?: number;
}

/** An accordion control's text: the rule's name, when it applies and who approves. */
export function RuleSummary({ name, conditions, steps, problemCount = 0 }: RuleSummaryProps) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {name.trim() || 'Unnamed rule'}
        </Text>
        {problemCount > 0 && (
          <Badge color="red.8" variant="light" tt="none">
            {problemCount === 1 ? '1 problem' : `${problemCount} problems`}
          </Badge>
        )}
      </Group>
      {conditions.length > 0 && (
        <Text size="xs" c="gray.7">
          {conditions.join(' · ')}
        </Text>
      )}
      <Text size="xs" c="gray.8">
        {steps.length ? steps.join(' → ') : 'No steps'}
      </Text>
    </Stack>
  );
}
