// Bundles a Node app of the workspace (apps/api, apps/sandbox) into JavaScript that starts with
// plain `node`: the app's TypeScript and the workspace packages it uses (@ap/domain and
// @ap/extraction export TypeScript sources, which node cannot load). Registry packages stay
// outside the bundle and are loaded from node_modules as they are in development, so a bundle
// needs the installed workspace beside it (as `pnpm install --prod` leaves it), and its folder
// must sit inside the app's own.
//
// Two things keep the bundle behaving like the sources it came from:
// - A registry package imported by a workspace package is not a dependency of the app (pnpm
//   does not hoist): it is imported by its installed path, relative to the bundle.
// - `import.meta.url` and `import.meta.dirname` keep meaning the source file's own place, so
//   paths built from them (the migrations folder, data files beside a module) point where they did.
import { readFile, rm } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @param {object} options
 * @param {string} options.appRoot the app's folder (its package.json brings esbuild)
 * @param {Record<string, string>} options.entryPoints output name → source, relative to appRoot
 * @param {string} options.outdir where the bundle goes, inside appRoot
 * @param {string[]} [options.inlined] registry packages bundled like the sources
 * @returns {Promise<void>}
 */
export const bundleNodeApp = async ({ appRoot, entryPoints, outdir, inlined = [] }) => {
  // Registry packages resolve from the bundle's folder upwards.
  if (relative(appRoot, outdir).startsWith('..'))
    throw new Error(`the bundle's folder must be inside ${appRoot}: ${outdir}`);
  const esbuildPath = createRequire(join(appRoot, 'package.json')).resolve('esbuild');
  const { build } = await import(pathToFileURL(esbuildPath).href);

  /** A path for an import in the bundle: relative to the output folder, always with ./ or ../. */
  const fromOutdir = (path) => {
    const rel = relative(outdir, path).split(sep).join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  const ownSource = (path) => path.startsWith(`${appRoot}${sep}src${sep}`);
  const isInlined = (specifier) =>
    inlined.some((name) => specifier === name || specifier.startsWith(`${name}/`));

  const externalsWhereTheyLive = {
    name: 'externals-where-they-live',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.resolving || isBuiltin(args.path)) return undefined;
        if (args.path.startsWith('@ap/')) return undefined; // bundled: TypeScript sources
        if (isInlined(args.path)) return undefined;
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

  await rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: appRoot,
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
};

/** `--outdir <dir>` of a build script's arguments, resolved in the app's folder. */
export const outdirArgument = (appRoot, fallback) => {
  const at = process.argv.indexOf('--outdir');
  return resolve(appRoot, at > 0 ? process.argv[at + 1] : fallback);
};
