import { loadSafeConfig } from './config/load-safe-config';
import { announce, logger, nameProcess } from './observability/logger';

/**
 * A worker process: runs the background jobs against the same database as the API servers
 * (PostgreSQL: any number of workers share the queues; PGlite allows only one process, so
 * there the API server runs the jobs itself). With WORKER_HEALTH_PORT it answers /healthz,
 * /readyz and /metrics there.
 */
nameProcess('worker');
const config = loadSafeConfig();
// Loaded once the configuration is known to be safe: a refusal answers at once.
const [
  { openDatabase },
  { migrateDatabase },
  { startBackgroundJobs },
  { serveOperations },
  extractionPool,
] = await Promise.all([
  import('./db/database'),
  import('./db/migrate'),
  import('./jobs/start-background'),
  import('./observability/health-server'),
  import('./mail-intake/processing/extraction-pool'),
]);
const database = await openDatabase(config);
await migrateDatabase(database);
await extractionPool.startExtractionThreads(config.mailIntake.extractionThreads);
const jobs = await startBackgroundJobs(config, database, true);
const health =
  config.workerHealthPort === undefined
    ? undefined
    : await serveOperations(
        {
          db: database.db,
          jobs,
          metricsToken: config.metricsToken,
        },
        { host: config.host, port: config.workerHealthPort },
      );
// Tests and scripts wait for "running jobs" (and the health address, when there is one).
announce.info(
  `running jobs (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`})` +
    (health ? `; health on http://${config.host}:${health.port}` : ''),
);

const shutdown = async () => {
  logger.info('shutting down');
  await health?.close();
  await jobs.stop();
  await extractionPool.closeExtractionThreads();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
