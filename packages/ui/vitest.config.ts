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
    // A render that takes a few seconds on a loaded two-core CI machine is not a failure (the
    // default 5 s timed out while the browser suites ran beside it).
    testTimeout: 30_000,
  },
});
