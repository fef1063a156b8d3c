import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { DEMO_ORG_ID, DEMO_USER_EMAIL } from './demo-ids';
import { seedDemo } from './seed-demo';

// `pnpm --filter @ap/api seed`: migrate, then create the demo org unless it exists.
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const created = await seedDemo(database.db);
console.log(
  created
    ? `[seed] created demo org ${DEMO_ORG_ID} (sign in as ${DEMO_USER_EMAIL})`
    : `[seed] demo org ${DEMO_ORG_ID} already exists: nothing to do`,
);
await database.close();
