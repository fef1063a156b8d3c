import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-reporters.mjs';

/**
 * Only the process end-to-end tests (test/process-e2e, also part of `test`): sandbox, API
 * server and worker processes on a PostgreSQL database at 127.0.0.1:5432 (skipped without one).
 */
export default defineConfig({
  test: {
    reporters: vitestReporters('api-e2e'),
    include: ['test/process-e2e/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});
