// The production build: `pnpm --filter @ap/api build` writes dist/main.js (API server),
// dist/worker.js (worker) and dist/seed.js, which start with plain `node`.
//
// esbuild bundles this app's TypeScript with the workspace packages it uses (@ap/domain and
// @ap/extraction export TypeScript sources, which node cannot load). Registry packages stay
// outside the bundle and are loaded from node_modules as they are in development, so the
// build needs the installed workspace beside it (as `pnpm install --prod` leaves it).
//
// Two things keep the bundle behaving like the sources it came from:
// - A registry package imported by a workspace package is not a dependency of @ap/api (pnpm
//   does not hoist): it is imported by its installed path, relative to the bundle.
// - `import.meta.url` and `import.meta.dirname` keep meaning the source file's own place, so
//   paths built from them (the migrations folder, the PGlite and key-file defaults, the PDF
//   reader's fonts, the OCR language data) point where they did.
//
// Usage: node scripts/build.mjs [--outdir <dir inside apps/api>]
import { readFile, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const apiRoot = resolve(import.meta.dirname, '..');
const outdirArg = process.argv.indexOf('--outdir');
const outdir = resolve(apiRoot, outdirArg > 0 ? process.argv[outdirArg + 1] : 'dist');
// Registry packages resolve from the bundle's folder upwards: it must sit inside apps/api.
if (relative(apiRoot, outdir).startsWith('..'))
  throw new Error(`--outdir must be inside ${apiRoot}`);

const entryPoints = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  seed: 'src/seed/main.ts',
  // Loaded by path into a worker thread (src/mail-intake/processing/extraction-pool.ts).
  'extraction-thread': 'src/mail-intake/processing/extraction-thread.ts',
};

/** A path for an import in the bundle: relative to the output folder, always with ./ or ../. */
const fromOutdir = (path) => {
  const rel = relative(outdir, path).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

const ownSource = (path) => path.startsWith(`${apiRoot}${sep}src${sep}`);

// Pure JavaScript packages of many small modules, bundled like the sources: each loaded from
// node_modules costs a resolution per file (chrono-node's locales alone are 937 modules), and
// module loading was half of a server's 1.8 CPU-s start. They read no files of their own at run
// time and keep no state another copy would need to share.
const INLINED = ['chrono-node', 'drizzle-orm', 'jose'];
const inlined = (specifier) =>
  INLINED.some((name) => specifier === name || specifier.startsWith(`${name}/`));

const externalsWhereTheyLive = {
  name: 'externals-where-they-live',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving || isBuiltin(args.path)) return undefined;
      if (args.path.startsWith('@ap/')) return undefined; // bundled: TypeScript sources
      if (inlined(args.path)) return undefined;
      if (ownSource(args.importer)) return { path: args.path, external: true };
      const found = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (found.errors.length > 0) return { errors: found.errors };
      return { path: fromOutdir(found.path), external: true };
    });

    const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const file = JSON.stringify(fromOutdir(args.path));
      const folder = JSON.stringify(fromOutdir(dirname(args.path)));
      const replaced = source.replace(IMPORT_META, (_match, key) => {
        if (key === 'url') return `new URL(${file}, import.meta.url).href`;
        const target = key === 'dirname' ? folder : file;
        return `__sourceFileURLToPath(new URL(${target}, import.meta.url))`;
      });
      return {
        contents: `import { fileURLToPath as __sourceFileURLToPath } from 'node:url';\n${replaced}`,
        loader: 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiRoot,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalsWhereTheyLive],
});
console.log(
  `built ${Object.keys(entryPoints)
    .map((name) => `${relative(apiRoot, outdir)}/${name}.js`)
    .join(', ')} in ${Date.now() - started} ms`,
);
