import { createApp } from './app';
import { createAppDeps } from './app-deps';
import type { ApiConfig } from './config/env';
import { sealDataAtRest } from './crypto/seal-at-rest';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { keepPlannerStatistics } from './db/planner-statistics';
import { listen } from './http/listen';
import { startBackgroundJobs } from './jobs/start-background';
import { operationsRoutes } from './observability/operations-routes';
import { seedDemoIfEmpty } from './seed/seed-demo';

export type RunningServer = { port: number; close: () => Promise<void> };

/** Opens and migrates the database, seeds an empty one, and serves on host:port. */
export const startServer = async (config: ApiConfig): Promise<RunningServer> => {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);
  await sealDataAtRest(database.db);
  const stopStatistics = await keepPlannerStatistics(database);
  const jobs = await startBackgroundJobs(config, database, config.jobs.runInProcess);
  const deps = createAppDeps(config, database.db, jobs);
  const app = createApp(deps);
  app.route(
    '/',
    operationsRoutes({
      db: database.db,
      jobs,
      metricsToken: config.metricsToken,
    }),
  );
  const server = await listen(app.fetch, config);
  return {
    port: server.port,
    close: async () => {
      await server.close();
      stopStatistics();
      await jobs.stop();
      await database.close();
    },
  };
};
