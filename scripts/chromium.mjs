// The browser of every browser test (the stories, the web app's walk, the sandbox's pages):
// Debian's, never one a tool downloads. Its headless shell (Debian's package
// chromium-headless-shell: the same engine and version without the desktop browser around it,
// which Playwright itself runs headless tests in) where installed, else chromium; CHROMIUM_PATH
// overrides both. Measured on the 2-core machine: the web app's 60 walks 324 → 208 CPU-s, the
// 281 stories 253 → 201. The stories' pixel baseline is the headless shell's rendering (its text
// antialiasing differs from the full browser's by a few pixels).
import { execSync } from 'node:child_process';

const onPath = (name) => {
  try {
    return execSync(`command -v ${name}`, { shell: '/bin/bash', encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

/** The binary's path: CHROMIUM_PATH, else the headless shell, else chromium. */
export const chromiumPath = () =>
  process.env.CHROMIUM_PATH ||
  onPath('chromium-headless-shell') ||
  onPath('chromium') ||
  onPath('chromium-browser');

/** The desktop browser (CHROMIUM_PATH, else chromium): what a user's page load is measured in. */
export const desktopChromiumPath = () =>
  process.env.CHROMIUM_PATH || onPath('chromium') || onPath('chromium-browser');

/** Whether the browser is the headless shell the stories' baseline was drawn with. */
export const isHeadlessShell = (path = chromiumPath()) => path.includes('headless-shell');

/** Headless, no sandbox (containers), no GPU, no traffic of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
