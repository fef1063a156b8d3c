import { loadSafeConfig } from './config/load-safe-config';
import { announce, logger, logProcessWarnings, nameProcess } from './observability/logger';

/**
 * A worker process: runs the background jobs against the same database as the API servers
 * (PostgreSQL: any number of workers share the queues; PGlite allows only one process, so
 * there the API server runs the jobs itself). With WORKER_HEALTH_PORT it answers /healthz,
 * /readyz and /metrics there.
 */
nameProcess('worker');
logProcessWarnings();
const config = loadSafeConfig();
// Loaded once the configuration is known to be safe: a refusal answers at once.
const [
  { openDatabase },
  { migrateDatabase },
  { startBackgroundJobs },
  { serveOperations },
  extractionPool,
  { takeHostSlot },
] = await Promise.all([
  import('./db/database'),
  import('./db/migrate'),
  import('./jobs/start-background'),
  import('./observability/health-server'),
  import('./mail-intake/processing/extraction-pool'),
  import('./jobs/host-slot'),
]);
const database = await openDatabase(config);
await migrateDatabase(database);
await extractionPool.startExtractionThreads(config.mailIntake.extractionThreads);
let jobs: Awaited<ReturnType<typeof startBackgroundJobs>> | undefined;
// Served from the start: a worker standing by for a slot is alive, and not ready (readyz 503).
const health =
  config.workerHealthPort === undefined
    ? undefined
    : await serveOperations(
        {
          db: database.db,
          jobs: {
            probe: async () => {
              if (!jobs) throw new Error('standing by for a job slot of this host');
              await jobs.probe();
            },
            queueCounts: async () => (jobs ? jobs.queueCounts() : []),
          },
          metricsToken: config.metricsToken,
        },
        { host: config.host, port: config.workerHealthPort },
      );
// Only so many workers of a host take jobs at once (jobs/host-slot.ts); PGlite has one process.
const slot =
  config.databaseUrl && config.jobs.activeWorkersPerHost > 0
    ? await takeHostSlot(
        config.databaseUrl,
        config.jobs.hostId,
        config.jobs.activeWorkersPerHost,
        health ? `; health on http://${config.host}:${health.port}` : '',
      )
    : undefined;
jobs = await startBackgroundJobs(config, database, true);
// Tests and scripts wait for "running jobs" (and the health address, when there is one).
announce.info(
  `running jobs (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`})` +
    (health ? `; health on http://${config.host}:${health.port}` : ''),
);

const shutdown = async () => {
  logger.info('shutting down');
  await health?.close();
  await jobs?.stop();
  await extractionPool.closeExtractionThreads();
  await slot?.release();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
