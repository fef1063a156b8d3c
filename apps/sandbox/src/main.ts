import { createAuthService } from './auth/auth-service';
import { loadConfig, publicUrl } from './config';
import { type RunningServer, serveOnLoopback } from './http/serve';

/** Starts every stand-in in one process, each on its own loopback port. */
const main = async () => {
  const config = loadConfig();
  const authUrl = publicUrl(config, config.ports.auth);
  const running: RunningServer[] = [];
  running.push(await serveOnLoopback(await createAuthService(config, authUrl), config.ports.auth));
  console.log(`sandbox auth (PropelAuth)   ${authUrl}`);
  console.log(`sandbox data directory      ${config.dataDir}`);
  console.log('sandbox ready');

  const stop = async () => {
    await Promise.all(running.map((server) => server.close()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

await main();
