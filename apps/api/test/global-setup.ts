import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

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
const ADMIN_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement as the admin; false when no PostgreSQL server answers. */
const admin = async (sql: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    await client.query(sql);
    return true;
  } finally {
    await client.end();
  }
};

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ap-api-template-'));
  const compileCache = mkdtempSync(join(tmpdir(), 'ap-api-compile-cache-'));
  // Inside apps/api: the bundle loads registry packages from the workspace's node_modules.
  const serverBuild = join(apiRoot, '.data', `test-build-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', serverBuild], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync(process.execPath, ['--enable-source-maps', join(serverBuild, 'seed.js')], {
    cwd: apiRoot,
    env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', NODE_COMPILE_CACHE: compileCache },
    stdio: 'ignore',
  });
  // The same seeded data once more in PostgreSQL, where most files' servers run (backends.ts).
  const postgresTemplate =
    process.env.API_TEST_DATABASE === 'pglite'
      ? ''
      : `ap_api_template_${randomBytes(6).toString('hex')}`;
  if (postgresTemplate && (await admin(`CREATE DATABASE ${postgresTemplate}`))) {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${postgresTemplate}`;
    execFileSync(process.execPath, ['--enable-source-maps', join(serverBuild, 'seed.js')], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: url.toString(), NODE_COMPILE_CACHE: compileCache },
      stdio: 'ignore',
    });
    project.provide('postgresTemplate', postgresTemplate);
  } else {
    project.provide('postgresTemplate', '');
  }
  project.provide('pgliteTemplate', dir);
  project.provide('serverBuild', serverBuild);
  project.provide('compileCache', compileCache);
  return async () => {
    if (postgresTemplate) await admin(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    for (const path of [dir, compileCache, serverBuild])
      rmSync(path, { recursive: true, force: true });
  };
}
