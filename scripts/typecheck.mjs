#!/usr/bin/env node
// Type-checks TypeScript projects (the directories given, relative to the working directory;
// default '.') with TypeScript 7's native compiler: the same checks as TypeScript 6's `tsc` in
// about a fifth of its CPU. The packages keep `typescript` 6.0.3 for the tools that need its
// JavaScript API (Storybook's docgen), which TypeScript 7 no longer has (shared/TOOLCHAIN.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(
  path.dirname(require.resolve('typescript-native/package.json')),
  'bin',
  'tsc',
);
const projects = process.argv.length > 2 ? process.argv.slice(2) : ['.'];
for (const project of projects) {
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
