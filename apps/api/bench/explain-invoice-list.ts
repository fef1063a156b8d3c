import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { readDashboardSummary } from '../src/dashboard/dashboard-summary';
import type { Database } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { getInvoice, listInvoiceRows } from '../src/invoices/invoice-queries';
import { readInvoiceChanges, readInvoicePage } from '../src/invoices/invoice-sync-queries';
import { listChangedSince } from '../src/invoices/list-version';
import { decodeCursor } from '../src/invoices/page-cursor';
import { DEMO_ORG_ID } from '../src/seed/demo-ids';
import { seedDemo } from '../src/seed/seed-demo';
import { insertBenchData } from './bench-data';

// `DATABASE_URL=postgres://… pnpm --filter @ap/api explain:list`: the plans and run times of
// the queries behind the invoice list, its pages and changes, and the dashboard summary, with
// EXPLAIN ANALYZE on PostgreSQL, in an organisation of EXPLAIN_INVOICES (100,000) invoices
// (added with the seed:large generator when the demo org has fewer).
const url = process.env.DATABASE_URL;
if (!url) throw new Error('explain:list needs DATABASE_URL (a PostgreSQL database it may seed)');
const count = Number(process.env.EXPLAIN_INVOICES ?? 100_000);

const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: Array<{ query: string; params: unknown[] }> = [];
let capturing = '';
const db = drizzle(pool, {
  schema,
  logger: {
    logQuery: (query, params) => {
      if (
        capturing &&
        /^\s*(select|with)/i.test(query) &&
        !/^select pg_current_snapshot\(\)::text from/.test(query)
      )
        captured.push({ query: `/* ${capturing} */ ${query}`, params });
    },
  },
}) as unknown as Database;

await migrateDatabase({ db, driver: 'postgres', close: async () => undefined });
await seedDemo(db);
const { rows } = await pool.query<{ n: number }>(
  'select count(*)::int as n from invoices where org_id = $1',
  [DEMO_ORG_ID],
);
if ((rows[0]?.n ?? 0) < count) await insertBenchData(db, count, DEMO_ORG_ID);
// As autovacuum leaves a table: statistics and the visibility map (index-only scans) current.
await pool.query('vacuum analyze');

const as = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  capturing = label;
  try {
    return await run();
  } finally {
    capturing = '';
  }
};
const first = await as('first page (50)', () => readInvoicePage(db, DEMO_ORG_ID, { limit: 50 }));
const middle = await readInvoicePage(db, DEMO_ORG_ID, { limit: 1000 });
let cursor = middle.next_cursor;
for (let i = 0; i < 40 && cursor; i++)
  cursor = (await readInvoicePage(db, DEMO_ORG_ID, { limit: 1000, cursor: decodeCursor(cursor) }))
    .next_cursor;
if (cursor)
  await as('a page of 1000 at row 41,000', () =>
    readInvoicePage(db, DEMO_ORG_ID, { limit: 1000, cursor: decodeCursor(cursor as string) }),
  );
await as('changes, idle poll', () => readInvoiceChanges(db, DEMO_ORG_ID, first.version));
await pool.query(
  "update invoices set status = case when status = 'sent' then 'overdue' else 'sent' end where id = 'inv_bench_500'",
);
await as('changes, one invoice changed', () => readInvoiceChanges(db, DEMO_ORG_ID, first.version));
await as('list ETag probe (If-None-Match)', () => listChangedSince(db, DEMO_ORG_ID, first.version));
await as('dashboard summary', () => readDashboardSummary(db, DEMO_ORG_ID));
await as('whole list (GET /api/invoices/)', () => listInvoiceRows(db, DEMO_ORG_ID));
await as('one invoice (the dialog)', () => getInvoice(db, DEMO_ORG_ID, 'inv_bench_500'));

const client = await pool.connect();
try {
  for (const { query, params } of captured) {
    const { rows } = await client.query(`explain (analyze, buffers) ${query}`, params);
    const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
    console.log(`\n${query.slice(0, query.indexOf('*/') + 2)}`);
    for (const line of plan)
      if (
        /Scan|Index Cond|Filter:|Sort|Limit|Aggregate|Join|Execution Time|Rows Removed/.test(line)
      )
        console.log(`  ${line.trim()}`);
  }
} finally {
  client.release();
  await pool.end();
}
