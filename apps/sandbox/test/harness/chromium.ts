import { execSync } from 'node:child_process';
import { chromium } from 'playwright';

// Debian's chromium (CHROMIUM_PATH or the one on PATH), never a downloaded browser.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = () =>
  chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH || execSync('command -v chromium', { encoding: 'utf8' }).trim(),
    args: CHROMIUM_ARGS,
  });
