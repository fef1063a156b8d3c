import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config/env';
import { openDatabase } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { DEMO_ORG_ID } from '../src/seed/demo-ids';
import { seedDemo } from '../src/seed/seed-demo';
import { insertBenchData } from './bench-data';

// `pnpm --filter @ap/api seed:large [count]`: migrate, create the demo org unless it exists, then
// add `count` (default 100,000) invoices to one organisation (SEED_ORG, default the demo org the
// sandbox's user signs into). The database is the server's: DATABASE_URL (PostgreSQL) or
// PGLITE_DIR (PGlite, default apps/api/.data/pglite). The web app's perf script uses it.
const count = Number(process.argv[2] ?? 100_000);
if (!Number.isSafeInteger(count) || count < 0) throw new Error('usage: seed:large [count]');
const orgId = process.env.SEED_ORG ?? DEMO_ORG_ID;
const config = loadConfig();
const database = await openDatabase(config);
const started = performance.now();
await migrateDatabase(database);
await seedDemo(database.db);
await insertBenchData(database.db, count, orgId);
// Planner statistics for the new rows (PGlite has no autovacuum; PostgreSQL's would come later).
await database.db.execute(sql`analyze`);
await database.close();
console.log(
  `[seed:large] ${count} invoices in ${orgId} (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
