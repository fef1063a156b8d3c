// The production build: `pnpm --filter @ap/api build` writes dist/main.js (API server),
// dist/worker.js (worker) and dist/seed.js, which start with plain `node`
// (scripts/bundle-node-app.mjs says how the bundle keeps behaving like the sources).
//
// Usage: node scripts/build.mjs [--outdir <dir inside apps/api>]
import { relative, resolve } from 'node:path';
import { bundleNodeApp, outdirArgument } from '../../../scripts/bundle-node-app.mjs';

const apiRoot = resolve(import.meta.dirname, '..');
const outdir = outdirArgument(apiRoot, 'dist');

const entryPoints = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  seed: 'src/seed/main.ts',
  // Loaded by path into a worker thread (src/mail-intake/processing/extraction-pool.ts).
  'extraction-thread': 'src/mail-intake/processing/extraction-thread.ts',
};

// Pure JavaScript packages of many small modules, bundled like the sources: each loaded from
// node_modules costs a resolution per file (chrono-node's locales alone are 937 modules), and
// module loading was half of a server's 1.8 CPU-s start. They read no files of their own at run
// time and keep no state another copy would need to share.
const INLINED = ['chrono-node', 'drizzle-orm', 'jose'];

const started = Date.now();
await bundleNodeApp({ appRoot: apiRoot, entryPoints, outdir, inlined: INLINED });
console.log(
  `built ${Object.keys(entryPoints)
    .map((name) => `${relative(apiRoot, outdir)}/${name}.js`)
    .join(', ')} in ${Date.now() - started} ms`,
);
