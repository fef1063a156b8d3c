#!/usr/bin/env node
// Publishes the Storybook to Chromatic for hosted visual review when a project token is set.
// Offline (the default here) the local baseline of `pnpm test:stories` is the visual check.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the hosted upload.');
  console.log('chromatic: the local visual baseline (pnpm test:stories) still runs in CI.');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['dlx', 'chromatic@18', '--build-script-name', 'storybook:build', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
