import { TOAST_DURATION_MS } from '@ap/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { theme } from './theme';

export interface UiProviderProps {
  children: ReactNode;
}

/** Mantine theme plus the toast host (bottom-right, 5 seconds) shared by the app and Storybook. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} />
      {children}
    </MantineProvider>
  );
}
