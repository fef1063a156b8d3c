import { type ApprovalChains, RECOMMENDED_APPROVAL_CHAINS } from '@ap/domain';
import { SettingsDrawer } from '../SettingsDrawer';
import { ApprovalChainsEditor } from './ApprovalChainsEditor';
import type { ApprovalPersonOption, ApprovalVendorOption } from './approvalChainsTypes';

export interface ApprovalChainsDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer (unsaved edits are dropped). */
  onClose: () => void;
  /** The saved rules; default the recommended ones (the built-in routing). */
  chains?: ApprovalChains;
  /** The organisation's vendors, for vendor conditions; default none. */
  vendors?: readonly ApprovalVendorOption[];
  /** People the e-mail fields suggest (the organisation's members); default none, any e-mail can be typed. */
  people?: readonly ApprovalPersonOption[];
  /** Called with the edited rules on Save Changes; may return a promise (a rejection keeps the edits). */
  onSave: (chains: ApprovalChains) => unknown;
  /** Why this user may not change the rules (their role); shows them read-only and says so. Default: none. */
  disabledReason?: string | null;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Configure Approval Chains: rules by amount, vendor, GL account or class, with ordered approval steps. */
export function ApprovalChainsDrawer({
  opened,
  onClose,
  chains = RECOMMENDED_APPROVAL_CHAINS,
  vendors = [],
  people = [],
  onSave,
  disabledReason,
  transitionDuration,
}: ApprovalChainsDrawerProps) {
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Approval Chains"
      transitionDuration={transitionDuration}
    >
      <ApprovalChainsEditor
        chains={chains}
        vendors={vendors}
        people={people}
        onSave={onSave}
        disabledReason={disabledReason}
      />
    </SettingsDrawer>
  );
}
