import type { ReadingRule, ReadingRuleKind } from '@ap/domain/contract';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** What each kind of rule means to a person reading the list. */
const KIND_LABELS: Record<ReadingRuleKind, string> = {
  vendor_name: "Vendor's name",
  currency: 'Currency',
  date_order: 'Date order',
  invoice_number_label: 'Invoice number printed after',
  issue_date_label: 'Invoice date printed after',
  total_label: 'Total printed after',
  total_position: 'Total is',
  invoice_number_place: 'Invoice number printed at',
  issue_date_place: 'Invoice date printed at',
  total_place: 'Total printed at',
};

const valueText = (rule: Pick<ReadingRule, 'kind' | 'value'>) =>
  rule.kind === 'total_position'
    ? 'The largest amount printed'
    : rule.kind === 'date_order'
      ? rule.value === 'month_first'
        ? 'Month first (01/31/2026)'
        : 'Day first (31.01.2026)'
      : rule.kind.endsWith('_label')
        ? `“${rule.value}”`
        : rule.value;

export const READING_RULES_EMPTY =
  'Nothing learned yet. When you correct a field the assistant read, it remembers how to read this vendor’s next invoice.';

export interface ReadingRulesListProps {
  /** The vendor's learned rules. */
  rules: readonly ReadingRule[];
  /** Forgets one rule; rejects to keep it listed. */
  onForget: (ruleId: string) => Promise<unknown>;
  /** Loading the rules. */
  loading?: boolean;
  /** The rules could not be loaded. */
  error?: boolean;
}

/** A vendor's reading rules: what the assistant learned from corrections, each with Forget. */
export function ReadingRulesList({
  rules,
  onForget,
  loading = false,
  error = false,
}: ReadingRulesListProps) {
  const [forgetting, setForgetting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const forget = async (id: string) => {
    setForgetting(id);
    setFailed(false);
    try {
      await onForget(id);
    } catch {
      setFailed(true);
    } finally {
      setForgetting(null);
    }
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Reading rules">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Reading rules
        </Text>
        {loading && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading reading rules…</Text>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert">
            The reading rules could not be loaded.
          </Alert>
        )}
        {!loading && !error && rules.length === 0 && (
          <Text size="sm" c="gray.7">
            {READING_RULES_EMPTY}
          </Text>
        )}
        {!loading &&
          !error &&
          rules.map((rule) => (
            <Group key={rule.id} justify="space-between" wrap="nowrap" data-rule={rule.kind}>
              <div>
                <Text size="sm">
                  {KIND_LABELS[rule.kind]}: <strong>{valueText(rule)}</strong>
                </Text>
                <Text size="xs" c="gray.7">
                  Learned from {rule.corrections} correction{rule.corrections === 1 ? '' : 's'}
                  {rule.learned_from ? ` by ${rule.learned_from}` : ''}
                </Text>
              </div>
              <Button
                size="xs"
                variant="default"
                loading={forgetting === rule.id}
                disabled={forgetting !== null}
                aria-label={`Forget ${KIND_LABELS[rule.kind].toLowerCase()}`}
                onClick={() => forget(rule.id)}
              >
                Forget
              </Button>
            </Group>
          ))}
        {failed && (
          <Alert color="red" role="alert">
            The rule could not be forgotten. Try again.
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
