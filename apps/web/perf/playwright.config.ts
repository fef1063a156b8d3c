import { defineConfig } from 'playwright/test';
import { desktopChromiumPath } from '../../../scripts/chromium.mjs';
import { chromiumUse } from '../e2e/support/chromium';

// `pnpm --filter @ap/web perf`: figures printed, nothing asserted; not part of CI.
export default defineConfig({
  testDir: '.',
  testMatch: '*.perf.ts',
  workers: 1,
  timeout: 30 * 60_000,
  reporter: [['list']],
  outputDir: './test-results',
  // The desktop browser, as a user loads the page (the tests run in its headless shell), with
  // the app's transitions as most people see them.
  use: {
    ...chromiumUse,
    launchOptions: { ...chromiumUse.launchOptions, executablePath: desktopChromiumPath() },
    reducedMotion: 'no-preference',
  },
});
