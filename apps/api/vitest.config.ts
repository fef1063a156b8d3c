import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-reporters.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters('api'),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each file starts real server processes (PGlite needs a few seconds to boot).
    hookTimeout: 90_000,
    testTimeout: 30_000,
  },
});
