import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from 'playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../../scripts/chromium.mjs';

/**
 * The browser every run uses (scripts/chromium.mjs): Debian's, headless, no background traffic.
 * A person who asked for reduced motion: the app then opens drawers, dialogs and collapses at
 * once, so no step (or axe's contrast check) waits on a transition a loaded machine draws late.
 */
export const chromiumUse: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: 'chromium',
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  timezoneId: 'UTC',
  reducedMotion: 'reduce',
};
