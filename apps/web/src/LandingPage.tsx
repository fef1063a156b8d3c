import { Container, Text, Title } from '@mantine/core';

// The landing page of SPEC.md §1; routing, auth and the other screens come with the web-app issue.
export function LandingPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>AP Assistant</Title>
      <Text mt="md">Streamline invoice management with intelligent automation.</Text>
      <Text c="dimmed">Sign in to get started.</Text>
    </Container>
  );
}
