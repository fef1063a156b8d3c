import { loadSafeConfig } from './config/load-safe-config';
import { announce, logger, logProcessWarnings } from './observability/logger';

logProcessWarnings();
const config = loadSafeConfig();
// Loaded once the configuration is known to be safe: a refusal answers at once.
const { startServer } = await import('./server');
const server = await startServer(config);
// Tests and scripts wait for "listening on http://…" to learn the port.
announce.info(
  {
    url: `http://${config.host}:${server.port}`,
    database: config.databaseUrl ? 'postgres' : 'pglite',
  },
  `listening on http://${config.host}:${server.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`})`,
);

const shutdown = async () => {
  logger.info('shutting down');
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
