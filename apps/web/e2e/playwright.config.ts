import { defineConfig } from 'playwright/test';
import { playwrightReporters } from '../../../scripts/test-reporters.mjs';
import { chromiumUse } from './support/chromium';

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  // One browser, one worker: the machine is shared and the specs share one seeded API.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: playwrightReporters('web-e2e'),
  outputDir: './test-results',
  use: {
    ...chromiumUse,
    // A failed test keeps its trace (every action with the DOM before and after it) and a
    // screenshot of the moment it failed. No filmstrip: recording one screencasts the page for
    // the whole test, which every test paid to help only the ones that fail (measured, 60 clicks
    // and fills in 12 s: the browser's processes 9.3 CPU-s with it, 3.7 with DOM snapshots only).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
