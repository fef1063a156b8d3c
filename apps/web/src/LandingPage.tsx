import { LandingWelcome } from '@ap/ui';
import { Container } from '@mantine/core';

// The landing page of SPEC.md §1; routing, auth and the other screens come with the web-app issue.
export function LandingPage() {
  return (
    <Container size="sm">
      <LandingWelcome />
    </Container>
  );
}
