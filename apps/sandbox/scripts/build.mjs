// Builds the sandbox into JavaScript that starts with plain `node` (scripts/bundle-node-app.mjs):
// the test harness (test/harness/sandbox-process.ts) starts it from a build made once per run,
// which takes 0.8 CPU-s to ready instead of 2 through tsx in each process.
//
// Usage: node scripts/build.mjs [--outdir <dir inside apps/sandbox>]
import { resolve } from 'node:path';
import { bundleNodeApp, outdirArgument } from '../../../scripts/bundle-node-app.mjs';

const sandboxRoot = resolve(import.meta.dirname, '..');
await bundleNodeApp({
  appRoot: sandboxRoot,
  entryPoints: { main: 'src/main.ts', reset: 'src/store/reset.ts' },
  outdir: outdirArgument(sandboxRoot, 'dist'),
  // Many small modules each: bundled, they cost no resolution per file at start.
  inlined: ['hono', '@hono/node-server', 'jose', 'zod'],
});
