import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

/**
 * Runs independent queries: side by side on the pool, one after another in a transaction.
 * A transaction is one connection, and node-postgres deprecates a second query sent while one
 * runs ("client.query() when the client is already executing a query"); PGlite queues them
 * anyway, so waiting costs nothing there.
 */
export const allQueries = async <const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: object,
  queries: T,
): Promise<Results<T>> => {
  if (!is(db, PgTransaction))
    return (await Promise.all(queries.map((query) => query()))) as Results<T>;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as Results<T>;
};
