import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './database';

const migrationsFolder = resolve(import.meta.dirname, '..', '..', 'drizzle');

/** Applies the committed SQL migrations (drizzle/) that the database has not seen yet. */
export const migrateDatabase = async (handle: DatabaseHandle): Promise<void> => {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
};

/** The `when` of the newest migration this build ships (drizzle records it as created_at). */
const latestMigrationMillis = (): number => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  return Math.max(...(journal.entries as { when: number }[]).map((entry) => entry.when));
};

/**
 * Whether the database carries every migration this build ships (a newer one, from a process
 * of a later version, is fine): what readiness reports as `migrations`.
 */
export const migrationsApplied = async (db: Database): Promise<boolean> => {
  // Both drivers answer { rows }; the shared database type leaves the result untyped.
  const result = (await db.execute(
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: string | null }[] };
  const applied = Number(result.rows[0]?.applied);
  return Number.isFinite(applied) && applied >= latestMigrationMillis();
};
