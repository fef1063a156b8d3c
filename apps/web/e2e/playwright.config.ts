import { execSync } from 'node:child_process';
import { defineConfig } from 'playwright/test';

// Debian's chromium (CHROMIUM_PATH or the one on PATH), never a downloaded browser.
const executablePath =
  process.env.CHROMIUM_PATH || execSync('command -v chromium', { encoding: 'utf8' }).trim();

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
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
  },
});
