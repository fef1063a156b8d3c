import { type ApprovalChains, CONFIG_SAVE_MESSAGES, vendorDisplayName } from '@ap/domain';
import { showErrorToast, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { adminVendorsQueryOptions } from '../api/admin/queries';
import { useSaveApprovalChains } from '../api/configurations/mutations';
import { approvalChainsQueryOptions } from '../api/configurations/queries';
import { orgMembersQueryOptions } from '../api/members/queries';

/**
 * The Approval Chains drawer's data: the rules in force, the vendors its conditions can name
 * and the people its steps suggest (the organisation's members), read only while the drawer
 * is open. A save toasts like the other configurations; on failure the drawer keeps the edits.
 */
export function useApprovalChains(open: boolean) {
  const chains = useQuery({ ...approvalChainsQueryOptions(), enabled: open });
  const vendors = useQuery({ ...adminVendorsQueryOptions(), enabled: open });
  // The members the steps suggest; any e-mail can still be typed (and is, if this fails).
  const members = useQuery({ ...orgMembersQueryOptions(), enabled: open });
  const save = useSaveApprovalChains();
  return {
    chains: chains.data?.approval_chains,
    vendors: (vendors.data ?? []).map((vendor) => ({
      id: vendor.id,
      name: vendorDisplayName(vendor),
    })),
    people: (members.data?.members ?? []).map((member) => ({
      email: member.email,
      name: member.name ?? '',
      role: member.role,
    })),
    save: async (next: ApprovalChains) => {
      try {
        await save.mutateAsync(next);
      } catch (error) {
        showErrorToast(CONFIG_SAVE_MESSAGES.failedTitle, CONFIG_SAVE_MESSAGES.approvalChainsFailed);
        throw error; // the drawer keeps the edits for another try
      }
      showSuccessToast(CONFIG_SAVE_MESSAGES.savedTitle, CONFIG_SAVE_MESSAGES.approvalChainsSaved);
    },
  };
}
