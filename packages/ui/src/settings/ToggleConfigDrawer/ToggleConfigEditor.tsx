import { type ConfigGroup, LABELS } from '@ap/domain';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { ToggleRow } from './ToggleRow';
import type { ToggleConfigItem, ToggleConfigRules, ToggleConfigWording } from './toggleConfigTypes';
import { UnsavedChangesBar } from './UnsavedChangesBar';
import { useConfigDraft } from './useConfigDraft';

export interface ToggleConfigEditorProps<T extends ToggleConfigItem> {
  /** The saved configuration (from the browser's storage). */
  config: readonly ConfigGroup<T>[];
  /** The configuration's rules from @ap/domain. */
  rules: ToggleConfigRules<T>;
  /** Switch and section words. */
  wording: ToggleConfigWording;
  /** Called with the whole edited configuration on Save Changes; may return a promise. */
  onSave: (config: readonly ConfigGroup<T>[]) => unknown;
  /** Text above the groups; default none. */
  intro?: ReactNode;
  /** Why this user may not change the settings (their role); locks them and says so. Default: none. */
  disabledReason?: string | null;
}

/**
 * Grouped switches with a locked section, 'Reset to recommended' while anything differs from
 * recommended, and the Revert / Save Changes bar while edits are unsaved.
 */
export function ToggleConfigEditor<T extends ToggleConfigItem>({
  config,
  rules,
  wording,
  onSave,
  intro,
  disabledReason = null,
}: ToggleConfigEditorProps<T>) {
  const disabled = disabledReason !== null;
  const edit = useConfigDraft(config, rules, onSave);
  const { locked, groups } = rules.splitLocked(edit.draft);
  const stateLabel = (on: boolean) => (on ? wording.on : wording.off);
  const isOn = (id: string) => rules.isOn(edit.draft, id) === true;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm">{intro}</Text>
        {edit.differsFromRecommended && !disabled && (
          <Button variant="light" size="xs" onClick={edit.reset} style={{ flexShrink: 0 }}>
            {LABELS.resetToRecommended}
          </Button>
        )}
      </Group>
      {disabled && <RestrictionNote>{disabledReason}</RestrictionNote>}
      {groups.map((group) => (
        <Stack key={group.id} gap="sm" role="group" aria-label={group.name}>
          <Title order={3} size="h5">
            {group.name}
          </Title>
          {group.items.map((item) => (
            <ToggleRow
              key={item.id}
              item={item}
              checked={isOn(item.id)}
              stateLabel={stateLabel(isOn(item.id))}
              onChange={(value) => edit.set(item.id, value)}
              disabled={disabled}
            />
          ))}
        </Stack>
      ))}
      {locked.length > 0 && (
        <Stack gap="sm" role="group" aria-label={wording.lockedSection}>
          <Divider />
          <Title order={3} size="h5">
            {wording.lockedSection}
          </Title>
          {locked.map((item) => (
            <ToggleRow key={item.id} item={item} checked locked stateLabel={stateLabel(true)} />
          ))}
        </Stack>
      )}
      {edit.hasChanges && !disabled && (
        <UnsavedChangesBar onRevert={edit.revert} onSave={edit.save} saving={edit.saving} />
      )}
    </Stack>
  );
}
