import {
  DEFAULT_VENDOR_SUBSET_SETTINGS,
  type VendorSubsetEntry,
  type VendorSubsetSettings,
} from '@ap/domain';
import { useUncontrolled } from '@mantine/hooks';
import { SettingsDrawer } from '../SettingsDrawer';
import { VendorSubsetForm } from './VendorSubsetForm';

export interface VendorSubsetDrawerProps {
  /** Whether the drawer is open. */
  opened: boolean;
  /** Closes the drawer. */
  onClose: () => void;
  /** Controlled settings; omit to let the drawer keep them (see `defaultSettings`). */
  settings?: VendorSubsetSettings;
  /** Starting settings when uncontrolled; default Ignore internal, All external, no entries. */
  defaultSettings?: VendorSubsetSettings;
  /** Called with the next settings on every change (stored locally by the app, SPEC §7). */
  onChange?: (settings: VendorSubsetSettings) => void;
  /** Called after a domain or sender was added, for the success toast. */
  onEntryAdded?: (entry: VendorSubsetEntry) => void;
  /** Why this user may not change the settings (their role); locks them and says so. Default: none. */
  disabledReason?: string | null;
  /** Drawer transition in ms; default Mantine's. */
  transitionDuration?: number;
}

/** Configure Vendor Subset: which internal and external senders the assistant reviews. */
export function VendorSubsetDrawer({
  opened,
  onClose,
  settings,
  defaultSettings = DEFAULT_VENDOR_SUBSET_SETTINGS,
  onChange,
  onEntryAdded,
  transitionDuration,
  disabledReason,
}: VendorSubsetDrawerProps) {
  const [value, setValue] = useUncontrolled({
    value: settings,
    defaultValue: defaultSettings,
    onChange,
  });
  return (
    <SettingsDrawer
      opened={opened}
      onClose={onClose}
      title="Vendor Subset"
      transitionDuration={transitionDuration}
    >
      <VendorSubsetForm
        settings={value}
        onChange={setValue}
        onEntryAdded={onEntryAdded}
        disabledReason={disabledReason}
      />
    </SettingsDrawer>
  );
}
