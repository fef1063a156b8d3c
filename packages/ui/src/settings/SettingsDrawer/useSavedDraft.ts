import { useMemo, useState } from 'react';

const asTyped = <T>(draft: T) => draft;

export type SavedDraftOptions<T, P> = {
  /** Whether two saved values say the same (a refetch brings a new object of equal content). */
  same?: (a: T, b: T) => boolean;
  /** What keeps the draft from being saved; shown once Save was pressed, until fixed. */
  problemsOf?: (draft: T) => P[];
  /** The value saved for the draft (trimmed, normalised); the draft itself by default. */
  prepare?: (draft: T) => T;
  /** After a save, show the prepared value rather than the draft as it was typed. */
  showPrepared?: boolean;
};

/**
 * The edit copy of a saved value that a settings drawer works on (the Revert / Save Changes
 * bar). Save checks `problemsOf` first: with problems it shows them and does not call
 * `onSave`. A successful save becomes the new baseline; a failed one keeps the edits for a
 * retry (the caller reports it: 'Save Unsuccessful'); a new `saved` value from the caller
 * replaces both, unless it says the same as before: the server's answer arriving after the
 * browser's copy, or a refetch, never wipes what the person is editing.
 */
export function useSavedDraft<T, P = never>(
  saved: T,
  onSave: (value: T) => unknown,
  {
    same = Object.is,
    problemsOf,
    prepare = asTyped,
    showPrepared = false,
  }: SavedDraftOptions<T, P> = {},
) {
  const [savedSeen, setSavedSeen] = useState(saved);
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  // An equal value in a new object is not taken: nothing to replace, and no render loop for a
  // caller that builds its value anew on each render.
  if (saved !== savedSeen && !same(saved, savedSeen)) {
    setSavedSeen(saved);
    setBaseline(saved);
    setDraft(saved);
    setShowProblems(false);
  }
  const problems = useMemo(() => problemsOf?.(draft) ?? [], [draft, problemsOf]);

  /** Saves, or shows the problems (and answers them) when the draft cannot be saved. */
  const save = async (): Promise<P[]> => {
    if (problems.length > 0) {
      setShowProblems(true);
      return problems;
    }
    setSaving(true);
    try {
      const value = prepare(draft);
      await onSave(value);
      setBaseline(showPrepared ? value : draft);
      if (showPrepared) setDraft(value);
      setShowProblems(false);
    } catch {
      // The caller reports the failure; the edits stay for a retry.
    } finally {
      setSaving(false);
    }
    return [];
  };

  return {
    draft,
    baseline,
    saving,
    problems: showProblems ? problems : [],
    setDraft,
    revert: () => {
      setDraft(baseline);
      setShowProblems(false);
    },
    save,
  };
}
