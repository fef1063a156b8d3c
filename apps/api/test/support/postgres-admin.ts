import pg from 'pg';

/** The local PostgreSQL server's admin connection (127.0.0.1:5432 with trust auth, as on CI). */
export const ADMIN_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the local PostgreSQL server answers. */
export const postgresReachable = async (): Promise<boolean> => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** Runs one statement as the admin (CREATE / DROP DATABASE), on another server if given. */
export const withAdmin = async (sql: string, adminUrl = ADMIN_URL) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** The admin URL pointed at another database of the same server. */
export const databaseUrl = (name: string, adminUrl = ADMIN_URL): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
