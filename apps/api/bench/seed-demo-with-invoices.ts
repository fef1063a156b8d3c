import { openDatabase } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { DEMO_ORG_ID } from '../src/seed/demo-ids';
import { seedDemo } from '../src/seed/seed-demo';
import { insertBenchData } from './bench-data';

// The demo data plus `count` bench invoices in the demo org, in a PGlite directory: what the
// web app's performance script (apps/web/perf) signs into to load /invoices at scale.
// Usage: tsx bench/seed-demo-with-invoices.ts <pgliteDir> [count]
const [pgliteDir, count = '10000'] = process.argv.slice(2);
if (!pgliteDir) throw new Error('usage: seed-demo-with-invoices.ts <pgliteDir> [count]');
const database = await openDatabase({ databaseUrl: undefined, pgliteDir });
await migrateDatabase(database);
await seedDemo(database.db);
await insertBenchData(database.db, Number(count), DEMO_ORG_ID);
await database.close();
