import {
  type CompanyDetails,
  companyDetailsProblems,
  normalizeCompanyDetails,
  sameCompanyDetails,
} from '@ap/domain';
import { useSavedDraft } from '../SettingsDrawer/useSavedDraft';

/**
 * The drawer's edit copy of the saved details. Save checks the fields first: with problems it
 * shows them next to the fields and does not call `onSave`. The details are saved normalised,
 * and shown so from then on.
 */
export function useCompanyDetailsDraft(
  saved: CompanyDetails,
  onSave: (details: CompanyDetails) => unknown,
) {
  const edit = useSavedDraft(saved, onSave, {
    same: sameCompanyDetails,
    problemsOf: companyDetailsProblems,
    prepare: normalizeCompanyDetails,
    showPrepared: true,
  });
  return {
    draft: edit.draft,
    saving: edit.saving,
    problems: edit.problems,
    hasChanges: !sameCompanyDetails(edit.baseline, edit.draft),
    change: (patch: Partial<CompanyDetails>) => edit.setDraft((now) => ({ ...now, ...patch })),
    revert: edit.revert,
    save: edit.save,
  };
}
