import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-reporters.mjs';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: vitestReporters('domain'),
  },
});
