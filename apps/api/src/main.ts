import { loadConfig } from './config/env';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config);
// Tests and scripts wait for this exact line to learn the port.
console.log(
  `[api] listening on http://${config.host}:${server.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.pgliteDir}`})`,
);

const shutdown = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
