import { createTheme } from '@mantine/core';

// Inter is bundled (@fontsource/inter) so text renders the same on every machine:
// the visual baseline depends on it.
export const theme = createTheme({
  fontFamily: 'Inter, sans-serif',
  headings: { fontFamily: 'Inter, sans-serif' },
  primaryColor: 'blue',
  defaultRadius: 'md',
  // Dark text on light fills (yellow, green badges) keeps WCAG AA contrast.
  autoContrast: true,
});
