import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-reporters.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters('sandbox'),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own sandbox process; two cores are shared with other work.
    maxWorkers: 2,
  },
});
