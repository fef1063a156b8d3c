import { defineConfig } from 'playwright/test';
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
  reporter: [['dot']],
  outputDir: './test-results',
  use: { ...chromiumUse, trace: 'retain-on-failure' },
});
