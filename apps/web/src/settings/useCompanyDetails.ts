import { COMPANY_DETAILS_MESSAGES, CONFIG_SAVE_MESSAGES, type CompanyDetails } from '@ap/domain';
import { showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { useSaveCompanyDetails } from '../api/configurations/mutations';
import { companyDetailsQueryOptions } from '../api/configurations/queries';
import { runAction } from '../feedback/toast-action';

/**
 * The Company Details drawer's data, read while the drawer is open. A save toasts like the
 * other configurations; on failure the toast carries the server's word and the drawer keeps
 * the edits.
 */
export function useCompanyDetails(open: boolean) {
  const details = useQuery({ ...companyDetailsQueryOptions(), enabled: open });
  const save = useSaveCompanyDetails();
  return {
    details: details.data?.company_details,
    save: async (next: CompanyDetails) => {
      await runAction(() => save.mutateAsync(next), { failed: COMPANY_DETAILS_MESSAGES.failed });
      showSuccessToast(CONFIG_SAVE_MESSAGES.savedTitle, COMPANY_DETAILS_MESSAGES.saved);
    },
  };
}
