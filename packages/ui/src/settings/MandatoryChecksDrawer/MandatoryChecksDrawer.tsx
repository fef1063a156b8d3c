import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  isCheckEnforced,
  type MandatoryCheck,
  type MandatoryChecksConfig,
  mandatoryChecksDifferFromRecommended,
  mandatoryChecksHaveChanges,
  resetMandatoryChecksToRecommended,
  setMandatoryCheckRequired,
  splitAlwaysRequiredChecks,
} from '@ap/domain';
import { SettingsDrawer } from '../SettingsDrawer';
import { ToggleConfigEditor, type ToggleConfigRules } from '../ToggleConfigDrawer';

const rules: ToggleConfigRules<MandatoryCheck> = {
  isOn: isCheckEnforced,
  differsFromRecommended: mandatoryChecksDifferFromRecommended,
  resetToRecommended: resetMandatoryChecksToRecommended,
  setValue: setMandatoryCheckRequired,
  hasChanges: mandatoryChecksHaveChanges,
  splitLocked: splitAlwaysRequiredChecks,
};

const wording = { on: 'Enforced', off: 'Not enforced', lockedSection: 'Always Required' };

export interface MandatoryChecksDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer (unsaved edits are dropped). */
  onClose: () => void;
  /** The saved configuration; default the recommended one (SPEC §3). */
  config?: MandatoryChecksConfig;
  /** Called with the edited configuration on Save Changes; may return a promise. */
  onSave: (config: MandatoryChecksConfig) => unknown;
  /** Why this user may not change the settings (their role); locks them and says so. Default: none. */
  disabledReason?: string | null;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Configure Mandatory Checks: Enforced / Not enforced switches and the Always Required section. */
export function MandatoryChecksDrawer({
  opened,
  onClose,
  config = DEFAULT_MANDATORY_CHECKS_CONFIG,
  onSave,
  transitionDuration,
  disabledReason,
}: MandatoryChecksDrawerProps) {
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Mandatory Checks"
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
