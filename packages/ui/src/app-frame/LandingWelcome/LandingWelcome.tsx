import { APP_MESSAGES } from '@ap/domain';
import { Stack, Text, Title } from '@mantine/core';
import { PRODUCT_TITLE } from '../AppHeader';

export interface LandingWelcomeProps {
  /** Product title in the greeting. Default: 'AP Assistant'. */
  title?: string;
}

/** The landing page's welcome text (SPEC §1): what the product does, and to sign in. */
export function LandingWelcome({ title = PRODUCT_TITLE }: LandingWelcomeProps) {
  return (
    <Stack align="center" gap="md" py={80} ta="center">
      <Title order={2}>Welcome to {title}</Title>
      <Text size="lg" c="gray.7" maw={560}>
        {APP_MESSAGES.landingWelcome}
      </Text>
    </Stack>
  );
}
