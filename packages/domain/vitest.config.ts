import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-reporters.mjs';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions with no module state: one module graph for all files is a fifth of the
    // CPU of a fresh one per file (each test that stubs TZ restores it afterwards).
    isolate: false,
    reporters: vitestReporters('domain'),
  },
});
