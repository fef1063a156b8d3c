import { chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../../../../scripts/chromium.mjs';

/** Debian's browser (scripts/chromium.mjs), never a downloaded one. */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
