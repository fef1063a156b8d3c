import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { logger } from '../observability/logger';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one data layer type, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The embedded client, for libraries that share it (the job queue). */
  pglite?: PGlite;
  close: () => Promise<void>;
};

const BYTEA = 17;
// PGlite's own bytea text form goes byte by byte (an array of two-digit strings each way):
// about a second of the event loop per 3 MB document stored or read. A document is stored as it
// is: PGlite sends bytes as a binary parameter, which PostgreSQL copies as they are, where a hex
// string is measured character by character in JavaScript, encoded, then parsed back in the
// database. Results come back as hex text, which Buffer's codec decodes natively. (PGlite types
// a serializer as giving text; its wire layer, pg-protocol's bind, sends a byte array as binary.)
const byteaAsBinary = ((value: Uint8Array) => value) as unknown as (value: unknown) => string;
const byteaFromHex = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

/** PostgreSQL when a URL is given, else embedded PGlite persisted in `pgliteDir`. */
export const openDatabase = async (options: {
  databaseUrl: string | undefined;
  pgliteDir: string;
}): Promise<DatabaseHandle> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server dropped (a restart, a failover) is replaced on the next
    // query; without a listener its error would end the process.
    pool.on('error', (err) => logger.warn({ err }, 'database: an idle connection failed'));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir, {
    serializers: { [BYTEA]: byteaAsBinary },
    parsers: { [BYTEA]: byteaFromHex },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', pglite: client, close: () => client.close() };
};
