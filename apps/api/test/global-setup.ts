import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSandboxForRun } from '@ap/sandbox/testing';
import type { TestProject } from 'vitest/node';
import { databaseUrl, postgresReachable, withAdmin } from './support/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory each test server copies (initdb costs seconds). */
    pgliteTemplate: string;
    /**
     * The API server and worker built once for the run (scripts/build.mjs: `dist/main.js`,
     * `dist/worker.js`): test servers start from it with plain node, which takes about a third
     * less CPU than loading every source file through tsx in each of some eighty processes.
     */
    serverBuild: string;
    /** NODE_COMPILE_CACHE of the server processes: V8 compiles the bundle once per run. */
    compileCache: string;
    /**
     * A migrated, seeded database in the local PostgreSQL server that test databases are copied
     * from (CREATE DATABASE … TEMPLATE), or '' when there is no server or API_TEST_DATABASE=pglite.
     */
    postgresTemplate: string;
  }
}

const apiRoot = resolve(import.meta.dirname, '..');

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ap-api-template-'));
  const compileCache = mkdtempSync(join(tmpdir(), 'ap-api-compile-cache-'));
  // Inside apps/api: the bundle loads registry packages from the workspace's node_modules.
  const serverBuild = join(apiRoot, '.data', `test-build-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', serverBuild], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  /** Migrates and seeds one database with the build's seed script. */
  const seed = (env: Record<string, string>) =>
    execFileSync(process.execPath, ['--enable-source-maps', join(serverBuild, 'seed.js')], {
      cwd: apiRoot,
      env: { ...process.env, NODE_COMPILE_CACHE: compileCache, ...env },
      stdio: 'ignore',
    });
  seed({ PGLITE_DIR: dir, DATABASE_URL: '' });
  // The sandbox too: the test files' processes read SANDBOX_BUILD.
  const removeSandboxBuild = buildSandboxForRun();
  // The same seeded data once more in PostgreSQL, where most files' servers run (backends.ts).
  const postgresTemplate =
    process.env.API_TEST_DATABASE !== 'pglite' && (await postgresReachable())
      ? `ap_api_template_${randomBytes(6).toString('hex')}`
      : '';
  if (postgresTemplate) {
    await withAdmin(`CREATE DATABASE ${postgresTemplate}`);
    seed({ DATABASE_URL: databaseUrl(postgresTemplate) });
  }
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('pgliteTemplate', dir);
  project.provide('serverBuild', serverBuild);
  project.provide('compileCache', compileCache);
  return async () => {
    if (postgresTemplate)
      await withAdmin(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    removeSandboxBuild();
    for (const path of [dir, compileCache, serverBuild])
      rmSync(path, { recursive: true, force: true });
  };
}
