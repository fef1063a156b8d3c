import { execSync } from 'node:child_process';
import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from 'playwright/test';

// Debian's chromium (CHROMIUM_PATH or the one on PATH), never a downloaded browser.
const executablePath =
  process.env.CHROMIUM_PATH || execSync('command -v chromium', { encoding: 'utf8' }).trim();

/** The browser every run uses: Debian's chromium, headless, no background traffic. */
export const chromiumUse: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
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
};
