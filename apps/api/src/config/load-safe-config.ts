import { announce } from '../observability/logger';
import { type ApiConfig, loadConfig } from './env';
import { productionSafety } from './production-safety';

/**
 * The configuration of an API or worker process. A bad value, or a sandbox secret where the
 * process runs for real, ends the process (exit code 1) with one line naming each variable.
 */
export const loadSafeConfig = (): ApiConfig => {
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (err) {
    announce.fatal(`refusing to start: ${(err as Error).message}`);
    process.exit(1);
  }
  const { reasons, unsafe } = productionSafety(config);
  if (unsafe.length > 0) {
    announce.fatal(
      { variables: unsafe, because: reasons },
      `refusing to start: ${unsafe.join(', ')} must be set to this installation's own ` +
        `secret (a sandbox default is not accepted when ${reasons.join(', ')})`,
    );
    process.exit(1);
  }
  return config;
};
