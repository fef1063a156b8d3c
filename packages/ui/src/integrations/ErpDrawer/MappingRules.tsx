import { CODING_TARGET_LABELS } from '@ap/domain';
import type {
  AddCodingDimension,
  CodingRuleInput,
  MappingRules as Rules,
} from '@ap/domain/contract';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { AddDimensionForm } from './AddDimensionForm';
import { RuleEditor } from './RuleEditor';

export interface MappingRulesProps {
  /** The dimensions and their rules; undefined while loading. */
  rules: Rules | undefined;
  /** Vendors a rule may name. Default none. */
  vendors?: readonly { id: string; name: string }[];
  /** Values each dimension offers, by dimension key (QuickBooks' lists). Default none. */
  values?: Readonly<Record<string, readonly string[]>>;
  /** Saves one dimension's rules. */
  onSaveRules: (dimension: string, rules: CodingRuleInput[]) => Promise<unknown>;
  /** Adds a dimension for coding. */
  onAddDimension: (dimension: AddCodingDimension) => Promise<unknown>;
  /** Why this user may not change the rules (their role): Set Rules and Add Dimension are disabled. Default none. */
  disabledReason?: string | null;
}

type Open = { key: string; mode: 'view' | 'edit' } | { key: 'new'; mode: 'add' } | null;

/** The Mapping Rules list: per dimension, View its rules and Set Rules; Add Dimension for Coding. */
export function MappingRules({
  rules,
  vendors = [],
  values = {},
  onSaveRules,
  onAddDimension,
  disabledReason = null,
}: MappingRulesProps) {
  const [open, setOpen] = useState<Open>(null);
  const disabled = disabledReason !== null || rules === undefined;
  const toggle = (next: Exclude<Open, null>) =>
    setOpen((now) => (now?.key === next.key && now.mode === next.mode ? null : next));
  return (
    <Stack gap="sm" role="group" aria-label="Mapping Rules">
      <Title order={3} size="h5">
        Mapping Rules
      </Title>
      <Text size="xs" c="gray.7">
        New lines are coded from a person's earlier value for the vendor, then these rules, then the
        vendor's history; the most specific rule wins (words, vendor, amount), the default last.
      </Text>
      {disabledReason && <RestrictionNote>{disabledReason}</RestrictionNote>}
      {rules?.dimensions.map((dimension) => {
        const own = rules.rules.filter((rule) => rule.dimension === dimension.key);
        return (
          <Stack key={dimension.key} gap={6} data-dimension={dimension.name}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={500}>
                  {dimension.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {own.length} rule{own.length === 1 ? '' : 's'} ·{' '}
                  {CODING_TARGET_LABELS[dimension.target]}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`View ${dimension.name}`}
                  aria-expanded={open?.key === dimension.key && open.mode === 'view'}
                  onClick={() => toggle({ key: dimension.key, mode: 'view' })}
                >
                  View
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Set Rules for ${dimension.name}`}
                  disabled={disabled}
                  onClick={() => toggle({ key: dimension.key, mode: 'edit' })}
                >
                  Set Rules
                </Button>
              </Group>
            </Group>
            {open?.key === dimension.key && open.mode === 'view' && (
              <List size="sm" aria-label={`${dimension.name} rules`}>
                {own.length === 0 ? (
                  <List.Item>No rules: lines are coded from earlier bills.</List.Item>
                ) : (
                  own.map((rule) => <List.Item key={rule.id}>{rule.reason}</List.Item>)
                )}
              </List>
            )}
            {open?.key === dimension.key && open.mode === 'edit' && (
              <RuleEditor
                dimension={dimension.name}
                rules={own}
                vendors={vendors}
                values={values[dimension.key] ?? []}
                onCancel={() => setOpen(null)}
                onSave={async (next) => {
                  await onSaveRules(dimension.key, next);
                  setOpen({ key: dimension.key, mode: 'view' });
                }}
              />
            )}
          </Stack>
        );
      })}
      {open?.mode === 'add' ? (
        <AddDimensionForm
          onCancel={() => setOpen(null)}
          onAdd={async (dimension) => {
            await onAddDimension(dimension);
            setOpen(null);
          }}
        />
      ) : (
        <Group>
          <Button
            size="xs"
            variant="light"
            disabled={disabled}
            onClick={() => setOpen({ key: 'new', mode: 'add' })}
          >
            Add Dimension for Coding
          </Button>
        </Group>
      )}
    </Stack>
  );
}
