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
  // A person who asked their system for less motion gets none: collapses, drawers and modals
  // appear at once (WCAG 2.3.3). The story runner asks for it too, so a screenshot never
  // catches an accordion half open.
  respectReducedMotion: true,
});
