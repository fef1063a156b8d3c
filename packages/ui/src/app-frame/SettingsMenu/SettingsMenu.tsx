import { LABELS } from '@ap/domain';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconSettings } from '@tabler/icons-react';

export interface SettingsMenuProps {
  /** E-mail of the signed-in user, shown after 'Signed in as'. Default: required. */
  email: string;
  /** My Account: the hosted account page, returning to the current path. Default: required. */
  onMyAccount: () => void;
  /** Organization Settings: go to /settings. Default: required. */
  onOrganizationSettings: () => void;
  /** Admin: go to /admin. Default: required. */
  onAdmin: () => void;
  /** Sign Out. Default: required. */
  onSignOut: () => void;
  /** Start with the menu open (stories, screenshots). Default: false. */
  defaultOpened?: boolean;
}

/** The signed-in user's Settings menu in the header (SPEC §2 shared layout). */
export function SettingsMenu({
  email,
  onMyAccount,
  onOrganizationSettings,
  onAdmin,
  onSignOut,
  defaultOpened = false,
}: SettingsMenuProps) {
  return (
    <Menu
      position="bottom-end"
      width={240}
      defaultOpened={defaultOpened}
      transitionProps={{ duration: 0 }}
      // Mantine's focus placeholder is a focusable child role=menu may not own (axe, critical).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Settings
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label c="gray.7">
          {LABELS.signedInAs}
          <Text size="sm" fw={600} c="dark" truncate>
            {email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item onClick={onMyAccount}>My Account</Menu.Item>
        <Menu.Item onClick={onOrganizationSettings}>Organization Settings</Menu.Item>
        <Menu.Item onClick={onAdmin}>Admin</Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onSignOut} c="red.9">
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
