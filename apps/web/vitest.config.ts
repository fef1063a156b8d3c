import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../scripts/test-reporters.mjs';

export default defineConfig({
  test: {
    reporters: vitestReporters('web'),
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'happy-dom',
    // Relative /api calls resolve against the dev server's address, as in the browser.
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    setupFiles: ['./src/testing/setup.ts'],
    // Slow renders on a loaded two-core CI machine are not failures; findBy* waits 20 s.
    testTimeout: 60_000,
  },
});
