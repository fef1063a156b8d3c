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
    // The files share one environment instead of each loading Mantine, React and the app anew:
    // a third of the CPU (66 s → 21 s alone). The set-up file's afterEach resets what is shared
    // (DOM, toasts, request handlers, session, storage); the files pass in any order (checked
    // with --sequence.shuffle.files).
    isolate: false,
    // Slow renders on a loaded two-core CI machine are not failures; findBy* waits 20 s.
    testTimeout: 60_000,
  },
});
