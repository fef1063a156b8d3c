import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppHeader, type AppHeaderProps } from '../AppHeader';

export interface AppLayoutProps {
  /** Everything the sticky header needs (title, signed-in account or sign-in callbacks). Default: required. */
  header: AppHeaderProps;
  /** The page shown in the main area. Default: none. */
  children?: ReactNode;
}

/** The shared layout of /, /dashboard, /invoices and /admin: sticky header and a main area. */
export function AppLayout({ header, children }: AppLayoutProps) {
  return (
    <Box mih="100vh" bg="gray.0">
      <AppHeader {...header} />
      <Container component="main" size="xl" py="lg">
        {children}
      </Container>
    </Box>
  );
}
