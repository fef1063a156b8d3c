#!/usr/bin/env node
// Builds Storybook, serves the static build on loopback and runs every story as a test in
// Debian's chromium (play functions, axe, visual baseline). `--update-visual` rewrites the
// baseline; other arguments go to test-storybook (e.g. a story-file pattern).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, isHeadlessShell } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const update = process.argv.includes('--update-visual');
const passThrough = process.argv
  .slice(2)
  .filter((arg) => arg !== '--update-visual' && arg !== '--');

async function waitFor(url, deadlineMs) {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Storybook static server did not answer at ${url}`);
}

// The baseline is the headless shell's pixels: the full browser antialiases text a little
// differently, and every story would fail on it (CHROMIUM_PATH chooses knowingly).
if (!process.env.CHROMIUM_PATH && !isHeadlessShell()) {
  console.error(
    `test-stories: the visual baseline is drawn by Debian's chromium-headless-shell, found ${chromiumPath() || 'no browser'}: apt-get install chromium-headless-shell`,
  );
  process.exit(1);
}

// A build directory of its own, so that concurrent runs never share one.
const outDir = mkdtempSync(path.join(tmpdir(), 'storybook-static-'));
const cleanUp = () => rmSync(outDir, { recursive: true, force: true });

const build = spawnSync(
  'pnpm',
  ['exec', 'storybook', 'build', '--quiet', '--disable-telemetry', '-o', outDir],
  { stdio: 'inherit' },
);
if (build.status !== 0) {
  cleanUp();
  process.exit(build.status ?? 1);
}

const port = await freePort();
const server = spawn(
  'pnpm',
  ['exec', 'http-server', outDir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'],
  { stdio: 'ignore', detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
  cleanUp();
};
process.on('exit', stop);

const url = `http://127.0.0.1:${port}`;
await waitFor(`${url}/index.json`, 30_000);

const args = ['exec', 'test-storybook', '--url', url, '--maxWorkers=2', ...passThrough];
if (update) args.push('-u');
else if (process.env.CI) args.push('--ci');
const tests = spawnSync('pnpm', args, { stdio: 'inherit' });
if (tests.status !== 0) process.exit(tests.status ?? 1);

// On a full run, every baseline must belong to a story: a renamed or deleted story leaves a
// stale image that would otherwise sit in the repo unnoticed.
if (passThrough.length === 0) {
  const index = await (await fetch(`${url}/index.json`)).json();
  const storyIds = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
  const baselineDir = path.resolve('packages/ui/__visual__');
  const stale = readdirSync(baselineDir)
    .filter((file) => file.endsWith('.png'))
    .filter((file) => !storyIds.has(file.replace(/-snap\.png$|\.png$/, '')));
  if (stale.length > 0 && update) {
    for (const file of stale) rmSync(path.join(baselineDir, file));
    console.log(
      `test-stories: removed ${stale.length} baseline(s) of stories that no longer exist`,
    );
  } else if (stale.length > 0) {
    console.error(
      `test-stories: baselines without a story (run pnpm visual:update): ${stale.join(', ')}`,
    );
    process.exit(1);
  }
}
process.exit(0);
