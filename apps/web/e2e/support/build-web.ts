import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

export const webRoot = resolve(import.meta.dirname, '..', '..');

/**
 * The production build (`vite build`, the app's own config) into `outDir`. `env` carries the
 * build-time settings, e.g. MOOV_API_URL so index.html loads the sandbox's widget script.
 */
export const buildWeb = async (outDir: string, env: Record<string, string>) => {
  const vite = resolve(webRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webRoot, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
};
