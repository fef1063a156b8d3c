import { type ServerType, serve } from '@hono/node-server';
import { createApp } from './app';
import { createAppDeps } from './app-deps';
import type { ApiConfig } from './config/env';
import { sealDataAtRest } from './crypto/seal-at-rest';
import { openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { startBackgroundJobs } from './jobs/start-background';
import { seedDemoIfEmpty } from './seed/seed-demo';

export type RunningServer = { port: number; close: () => Promise<void> };

/** Opens and migrates the database, seeds an empty one, and serves on host:port. */
export const startServer = async (config: ApiConfig): Promise<RunningServer> => {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);
  await sealDataAtRest(database.db);
  const jobs = await startBackgroundJobs(config, database, config.jobs.runInProcess);
  const deps = createAppDeps(config, database.db, jobs);
  const app = createApp(deps);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () =>
      resolve(started),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive connections (browsers hold them) would otherwise delay the exit.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await jobs.stop();
      await database.close();
    },
  };
};
