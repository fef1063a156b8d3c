import {
  type CompanyDetails,
  companyDetailsProblems,
  normalizeCompanyDetails,
  sameCompanyDetails,
} from '@ap/domain';
import { useMemo, useState } from 'react';

/**
 * The drawer's edit copy of the saved details (as useApprovalChainsDraft does for the rules).
 * Save checks the fields first: with problems it shows them next to the fields and does not
 * call `onSave`. A successful save becomes the new baseline; a new `saved` value from the
 * caller replaces both.
 */
export function useCompanyDetailsDraft(
  saved: CompanyDetails,
  onSave: (details: CompanyDetails) => unknown,
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
  const problems = useMemo(() => companyDetailsProblems(draft), [draft]);

  const save = async () => {
    if (problems.length > 0) {
      setShowProblems(true);
      return;
    }
    setSaving(true);
    try {
      const details = normalizeCompanyDetails(draft);
      await onSave(details);
      setBaseline(details);
      setDraft(details);
      setShowProblems(false);
    } catch {
      // The caller reports the failure ('Save Unsuccessful'); the edits stay for a retry.
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    saving,
    problems: showProblems ? problems : [],
    hasChanges: !sameCompanyDetails(baseline, draft),
    change: (patch: Partial<CompanyDetails>) => setDraft((now) => ({ ...now, ...patch })),
    revert: () => {
      setDraft(baseline);
      setShowProblems(false);
    },
    save,
  };
}
