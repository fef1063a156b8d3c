import { Box, Button, Group, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { SettingsMenu, type SettingsMenuProps } from '../SettingsMenu';

/** The product's name in the header (the spec leaves it unnamed). */
export const PRODUCT_TITLE = 'AP Assistant';

export interface AppHeaderProps {
  /** Product title. Default: 'AP Assistant'. */
  title?: string;
  /** Clicking the title: go to /. Default: required. */
  onTitleClick: () => void;
  /** The signed-in user's Settings menu; null or absent means signed out. Default: signed out. */
  account?: SettingsMenuProps | null;
  /** Sign Up: the hosted sign-up page returning to {app_url}/dashboard. Default: required. */
  onSignUp: () => void;
  /** Sign In: the hosted login page returning to {app_url}/dashboard. Default: required. */
  onSignIn: () => void;
  /** Controls shown before the Settings menu when signed in, e.g. the organisation switcher. Default: none. */
  accountExtras?: ReactNode;
}

/** The sticky header of the shared layout: title, then Sign Up / Sign In or the Settings menu. */
export function AppHeader({
  title = PRODUCT_TITLE,
  onTitleClick,
  account = null,
  onSignUp,
  onSignIn,
  accountExtras,
}: AppHeaderProps) {
  return (
    <Box
      component="header"
      px="lg"
      py="sm"
      bg="white"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group justify="space-between">
        <UnstyledButton onClick={onTitleClick}>
          <Title order={1} size="h3">
            {title}
          </Title>
        </UnstyledButton>
        {account ? (
          <Group gap="sm">
            {accountExtras}
            <SettingsMenu {...account} />
          </Group>
        ) : (
          <Group gap="sm">
            <Button variant="default" onClick={onSignUp}>
              Sign Up
            </Button>
            <Button color="blue.8" onClick={onSignIn}>
              Sign In
            </Button>
          </Group>
        )}
      </Group>
    </Box>
  );
}
