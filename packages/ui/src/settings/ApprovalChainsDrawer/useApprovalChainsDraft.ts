import {
  type ApprovalChains,
  approvalChainProblems,
  approvalChainsDifferFromRecommended,
  normalizeApprovalChains,
  RECOMMENDED_APPROVAL_CHAINS,
  sameApprovalChains,
} from '@ap/domain';
import { useSavedDraft } from '../SettingsDrawer/useSavedDraft';

const problemsOf = (chains: ApprovalChains) =>
  approvalChainProblems(normalizeApprovalChains(chains));

/**
 * The drawer's edit copy of the saved chains. Save checks the rules first
 * (approvalChainProblems): with problems it shows them and does not call `onSave`; problems
 * then follow the edits until they are fixed. The rules are saved normalised.
 */
export function useApprovalChainsDraft(
  saved: ApprovalChains,
  onSave: (chains: ApprovalChains) => unknown,
) {
  const edit = useSavedDraft(saved, onSave, {
    same: sameApprovalChains,
    problemsOf,
    prepare: normalizeApprovalChains,
  });
  return {
    draft: edit.draft,
    saving: edit.saving,
    problems: edit.problems,
    hasChanges: !sameApprovalChains(edit.baseline, edit.draft),
    differsFromRecommended: approvalChainsDifferFromRecommended(edit.draft),
    change: edit.setDraft,
    reset: () => edit.setDraft(RECOMMENDED_APPROVAL_CHAINS),
    revert: edit.revert,
    save: edit.save,
  };
}
