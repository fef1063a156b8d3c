import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-reporters.mjs';

// Unit tests of component logic that needs fake timers or fine control; stories remain the
// main catalogue and interaction suite (scripts/test-stories.mjs).
export default defineConfig({
  test: {
    reporters: vitestReporters('ui'),
    include: ['src/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
  },
});
