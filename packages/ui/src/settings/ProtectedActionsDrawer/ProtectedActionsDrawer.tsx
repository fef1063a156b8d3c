import {
  actionNeedsApproval,
  DEFAULT_PROTECTED_ACTIONS_CONFIG,
  type ProtectedAction,
  type ProtectedActionsConfig,
  protectedActionsDifferFromRecommended,
  protectedActionsHaveChanges,
  resetProtectedActionsToRecommended,
  setActionRequiresApproval,
  splitAlwaysProtectedActions,
} from '@ap/domain';
import { SettingsDrawer } from '../SettingsDrawer';
import { ToggleConfigEditor, type ToggleConfigRules } from '../ToggleConfigDrawer';

const rules: ToggleConfigRules<ProtectedAction> = {
  isOn: actionNeedsApproval,
  differsFromRecommended: protectedActionsDifferFromRecommended,
  resetToRecommended: resetProtectedActionsToRecommended,
  setValue: setActionRequiresApproval,
  hasChanges: protectedActionsHaveChanges,
  splitLocked: splitAlwaysProtectedActions,
};

const wording = { on: 'Protected', off: 'Unprotected', lockedSection: 'Always Protected' };

export interface ProtectedActionsDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer (unsaved edits are dropped). */
  onClose: () => void;
  /** The saved configuration; default the recommended one (SPEC §3). */
  config?: ProtectedActionsConfig;
  /** Called with the edited configuration on Save Changes; may return a promise. */
  onSave: (config: ProtectedActionsConfig) => unknown;
  /** Why this user may not change the settings (their role); locks them and says so. Default: none. */
  disabledReason?: string | null;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Configure Protected Actions: Protected / Unprotected switches and the Always Protected section. */
export function ProtectedActionsDrawer({
  opened,
  onClose,
  config = DEFAULT_PROTECTED_ACTIONS_CONFIG,
  onSave,
  transitionDuration,
  disabledReason,
}: ProtectedActionsDrawerProps) {
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Protected Actions"
      transitionDuration={transitionDuration}
    >
      <ToggleConfigEditor
        config={config}
        rules={rules}
        wording={wording}
        onSave={onSave}
        disabledReason={disabledReason}
      />
    </SettingsDrawer>
  );
}
