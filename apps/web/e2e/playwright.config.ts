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
  use: { ...chromiumUse, trace: 'retain-on-failure' },
});
