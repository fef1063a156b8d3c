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
    // A failed test keeps a screenshot of the moment it failed, and its error names the step.
    // Its trace (every action with the DOM before and after it) only when asked, E2E_TRACE=1:
    // recording DOM snapshots of every action cost every test to help only the ones that fail
    // (measured on the 2-core machine, the 60 walks: browser and runner 377 -> 321 CPU-s without
    // it). No filmstrip even then: it screencasts the page for the whole test.
    trace:
      process.env.E2E_TRACE === '1'
        ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
        : 'off',
    screenshot: 'only-on-failure',
  },
});
