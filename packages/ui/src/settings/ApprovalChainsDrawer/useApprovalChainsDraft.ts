import {
  type ApprovalChainProblem,
  type ApprovalChains,
  approvalChainProblems,
  approvalChainsDifferFromRecommended,
  normalizeApprovalChains,
  RECOMMENDED_APPROVAL_CHAINS,
  sameApprovalChains,
} from '@ap/domain';
import { useMemo, useState } from 'react';

/**
 * The drawer's edit copy of the saved chains (as useConfigDraft does for the toggle drawers).
 * Save checks the rules first (approvalChainProblems): with problems it shows them and does
 * not call `onSave`; problems then follow the edits until they are fixed. A successful save
 * becomes the new baseline; a new `saved` value from the caller replaces both.
 */
export function useApprovalChainsDraft(
  saved: ApprovalChains,
  onSave: (chains: ApprovalChains) => unknown,
) {
  const [savedSeen, setSavedSeen] = useState(saved);
  const [baseline, setBaseline] = useState(saved);
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  if (saved !== savedSeen) {
    setSavedSeen(saved);
    setBaseline(saved);
    setDraft(saved);
    setShowProblems(false);
  }
  const problems = useMemo(() => approvalChainProblems(normalizeApprovalChains(draft)), [draft]);

  /** Saves, or shows the problems (and answers them) when the rules cannot be saved. */
  const save = async (): Promise<ApprovalChainProblem[]> => {
    if (problems.length > 0) {
      setShowProblems(true);
      return problems;
    }
    setSaving(true);
    try {
      const chains = normalizeApprovalChains(draft);
      await onSave(chains);
      setBaseline(draft);
      setShowProblems(false);
    } catch {
      // The caller reports the failure ('Save Unsuccessful'); the edits stay for a retry.
    } finally {
      setSaving(false);
    }
    return [];
  };

  return {
    draft,
    saving,
    problems: showProblems ? problems : [],
    hasChanges: !sameApprovalChains(baseline, draft),
    differsFromRecommended: approvalChainsDifferFromRecommended(draft),
    change: setDraft,
    reset: () => setDraft(RECOMMENDED_APPROVAL_CHAINS),
    revert: () => {
      setDraft(baseline);
      setShowProblems(false);
    },
    save,
  };
}
