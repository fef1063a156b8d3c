import { Group, Stack, Text, Title } from '@mantine/core';
import { UnderConstructionButton } from '../UnderConstructionButton';

/** The accounting dimensions invoices are coded with (SPEC §2 ERP drawer). */
const MAPPING_DIMENSIONS = ['GL Account', 'GL Class', 'Department', 'Cost Center', 'Budget Code'];

/** The Mapping Rules list: every action is Under construction. */
export function MappingRules() {
  return (
    <Stack gap="sm" role="group" aria-label="Mapping Rules">
      <Title order={3} size="h5">
        Mapping Rules
      </Title>
      {MAPPING_DIMENSIONS.map((dimension) => (
        <Group key={dimension} justify="space-between" wrap="nowrap" data-dimension={dimension}>
          <Text size="sm" fw={500}>
            {dimension}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <UnderConstructionButton size="xs" aria-label={`View ${dimension}`}>
              View
            </UnderConstructionButton>
            <UnderConstructionButton size="xs" aria-label={`Set Rules for ${dimension}`}>
              Set Rules
            </UnderConstructionButton>
          </Group>
        </Group>
      ))}
      <UnderConstructionButton>Add Dimension for Coding</UnderConstructionButton>
    </Stack>
  );
}
