import { loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { startBackgroundJobs } from './jobs/start-background';

/**
 * A worker process: runs the background jobs against the same database as the API servers
 * (PostgreSQL: any number of workers share the queues; PGlite allows only one process, so
 * there the API server runs the jobs itself).
 */
const config = loadConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const jobs = await startBackgroundJobs(config, database, true);
console.log(
  `[worker] running jobs (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`})`,
);

const shutdown = async () => {
  await jobs.stop();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
