import type { ConfigGroup } from '@ap/domain';
import { useSavedDraft } from '../SettingsDrawer/useSavedDraft';
import type { ToggleConfigItem, ToggleConfigRules } from './toggleConfigTypes';

type Groups<T> = readonly ConfigGroup<T>[];

/**
 * The drawer's edit copy of a saved configuration. A successful save becomes the new baseline;
 * a new `saved` value that differs from the last replaces both.
 */
export function useConfigDraft<T extends ToggleConfigItem>(
  saved: Groups<T>,
  rules: ToggleConfigRules<T>,
  onSave: (config: Groups<T>) => unknown,
) {
  const edit = useSavedDraft(saved, onSave, { same: (a, b) => !rules.hasChanges(a, b) });
  return {
    draft: edit.draft,
    saving: edit.saving,
    hasChanges: rules.hasChanges(edit.baseline, edit.draft),
    differsFromRecommended: rules.differsFromRecommended(edit.draft),
    set: (id: string, value: boolean) =>
      edit.setDraft((current) => rules.setValue(current, id, value)),
    reset: () => edit.setDraft((current) => rules.resetToRecommended(current)),
    revert: edit.revert,
    save: edit.save,
  };
}
