import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { databaseUrl, postgresReachable, withAdmin } from './postgres-admin';

export type Backend = {
  name: 'pglite' | 'postgres';
  /** Extra server environment (DATABASE_URL for PostgreSQL). */
  env: Record<string, string>;
  dispose: () => Promise<void>;
};

/**
 * A uniquely named database in the local PostgreSQL server, dropped afterwards: empty, or a copy
 * of the run's migrated and seeded template (test/global-setup.ts), which takes milliseconds.
 */
const createPostgresBackend = async (seeded: boolean): Promise<Backend> => {
  const name = `ap_api_test_${randomBytes(6).toString('hex')}`;
  const template = seeded ? inject('postgresTemplate') : undefined;
  await withAdmin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    name: 'postgres',
    env: { DATABASE_URL: databaseUrl(name) },
    dispose: () => withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

// DATABASE_URL is blanked so a value in the caller's environment cannot redirect the PGlite half.
const pgliteBackend = (): Backend => ({
  name: 'pglite',
  env: { DATABASE_URL: '' },
  dispose: async () => undefined,
});

/** PGlite always; PostgreSQL too when 127.0.0.1:5432 answers (skipped cleanly otherwise). */
export const backendNames = async (): Promise<Backend['name'][]> =>
  (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Where a test that does not care about the database runs its servers: the local PostgreSQL
 * server when the run found one (a server boots there in a third of PGlite's CPU, and its
 * queries run in a process of their own), PGlite otherwise or with API_TEST_DATABASE=pglite.
 * The files that check both backends (backendNames) keep PGlite's behaviour covered.
 */
export const defaultBackend = (): Backend['name'] =>
  inject('postgresTemplate') ? 'postgres' : 'pglite';

/** A new database: on PostgreSQL empty, or with `seeded` a copy of the run's seeded template. */
export const createBackend = async (
  name: Backend['name'],
  { seeded = false }: { seeded?: boolean } = {},
): Promise<Backend> => (name === 'postgres' ? createPostgresBackend(seeded) : pgliteBackend());
