import type { ConfigGroup } from '@ap/domain';
import { useState } from 'react';
import type { ToggleConfigItem, ToggleConfigRules } from './toggleConfigTypes';

type Groups<T> = readonly ConfigGroup<T>[];

/**
 * The drawer's edit copy of a saved configuration. A successful save becomes the new baseline;
 * a new `saved` value from the caller replaces both.
 */
export function useConfigDraft<T extends ToggleConfigItem>(
  saved: Groups<T>,
  rules: ToggleConfigRules<T>,
  onSave: (config: Groups<T>) => unknown,
) {
  const [savedSeen, setSavedSeen] = useState(saved);
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  if (saved !== savedSeen) {
    setSavedSeen(saved);
    setBaseline(saved);
    setDraft(saved);
  }

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft);
      setBaseline(draft);
    } catch {
      // The caller reports the failure ('Save Unsuccessful'); the edits stay for a retry.
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    saving,
    hasChanges: rules.hasChanges(baseline, draft),
    differsFromRecommended: rules.differsFromRecommended(draft),
    set: (id: string, value: boolean) => setDraft((current) => rules.setValue(current, id, value)),
    reset: () => setDraft((current) => rules.resetToRecommended(current)),
    revert: () => setDraft(baseline),
    save,
  };
}
