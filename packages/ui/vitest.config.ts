import { defineConfig } from 'vitest/config';

// Unit tests of component logic that needs fake timers or fine control; stories remain the
// main catalogue and interaction suite (scripts/test-stories.mjs).
export default defineConfig({
  test: {
    include: ['src/**/*.test.tsx'],
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
  },
});
