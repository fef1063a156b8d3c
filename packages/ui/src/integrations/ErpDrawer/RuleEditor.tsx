import type { CodingRule, CodingRuleInput } from '@ap/domain/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RuleEditorRow } from './RuleEditorRow';
import { blankRuleDraft, toRuleDraft, toRuleInput } from './rule-drafts';

export interface RuleEditorProps {
  /** The dimension's name, for the labels. */
  dimension: string;
  /** Its rules as saved. */
  rules: readonly CodingRule[];
  vendors: readonly { id: string; name: string }[];
  values: readonly string[];
  /** Saves the list; a rejected promise's message is shown and the edits are kept. */
  onSave: (rules: CodingRuleInput[]) => Promise<unknown>;
  onCancel: () => void;
}

/** Set Rules: the dimension's rules in order, added, changed or removed, then saved at once. */
export function RuleEditor({
  dimension,
  rules,
  vendors,
  values,
  onSave,
  onCancel,
}: RuleEditorProps) {
  const [drafts, setDrafts] = useState(() => rules.map(toRuleDraft));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(drafts.map(toRuleInput));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The rules could not be saved.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs" role="group" aria-label={`Rules for ${dimension}`}>
      {drafts.length === 0 && (
        <Text size="sm" c="gray.7">
          No rules: lines are coded from earlier bills.
        </Text>
      )}
      {drafts.map((rule, index) => (
        <RuleEditorRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id until saved.
          key={index}
          number={index + 1}
          rule={rule}
          vendors={vendors}
          values={values}
          onChange={(patch) =>
            setDrafts((all) => all.map((r, i) => (i === index ? { ...r, ...patch } : r)))
          }
          onRemove={() => setDrafts((all) => all.filter((_, i) => i !== index))}
        />
      ))}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => setDrafts((all) => [...all, blankRuleDraft()])}
        >
          Add rule
        </Button>
        <Button size="xs" onClick={save} loading={saving}>
          Save rules
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
