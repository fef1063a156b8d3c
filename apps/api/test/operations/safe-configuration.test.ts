import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { SANDBOX_SECRET_DEFAULTS } from '../../src/config/sandbox-secrets';
import { DEFAULT_KEY_FILE } from '../../src/crypto/data-keyring';
import {
  productEntry,
  runNodeToExit,
  startNodeProcess,
  stopStartedProcesses,
} from '../support/node-process';

// Every secret the guard knows, and the data key (generated on the machine when unset).
const SECRETS = [...Object.keys(SANDBOX_SECRET_DEFAULTS), 'DATA_ENCRYPTION_KEY'];

/** Each secret set to a value of this installation's own. */
const ownSecrets = (): Record<string, string> => ({
  ...Object.fromEntries(SECRETS.map((name) => [name, randomBytes(12).toString('hex')])),
  DATA_ENCRYPTION_KEY: `ops:${randomBytes(32).toString('base64')}`,
});

const scratch = mkdtempSync(join(tmpdir(), 'ap-api-safe-config-'));
afterAll(async () => {
  await stopStartedProcesses();
  rmSync(scratch, { recursive: true, force: true });
});

// Never the developer's own data directory or key file, whatever happens.
const isolated = {
  PGLITE_DIR: join(scratch, 'pglite'),
  DATA_ENCRYPTION_KEY_FILE: '',
  SEED_DEMO: 'false',
  API_PORT: '0',
  LOG_LEVEL: 'silent',
};

/** The variables a refusal names (its `variables` field), from its JSON line. */
const refusedVariables = (output: string): string[] => {
  const line = output.split('\n').find((l) => l.includes('refusing to start'));
  if (!line) throw new Error(`no refusal in:\n${output}`);
  return JSON.parse(line).variables;
};

// Up to a dozen processes start at once: on a loaded machine that takes a while.
describe('start-up refuses sandbox secrets in production (real processes)', {
  timeout: 120_000,
}, () => {
  it.concurrent.each(SECRETS)(
    'NODE_ENV=production with %s unset (its sandbox default): exit 1, naming it',
    async (secret) => {
      const env = { ...isolated, ...ownSecrets(), NODE_ENV: 'production', [secret]: '' };
      const { code, output } = await runNodeToExit(await productEntry('main'), env);
      expect(code, output).toBe(1);
      expect(output).toContain(secret);
      expect(refusedVariables(output)).toEqual([secret]);
    },
  );

  it.concurrent('a secret set to the sandbox value itself is refused too', async () => {
    const env = {
      ...isolated,
      ...ownSecrets(),
      NODE_ENV: 'production',
      GMAIL_PUSH_TOKEN: SANDBOX_SECRET_DEFAULTS.GMAIL_PUSH_TOKEN,
    };
    const { code, output } = await runNodeToExit(await productEntry('main'), env);
    expect(code, output).toBe(1);
    expect(refusedVariables(output)).toEqual(['GMAIL_PUSH_TOKEN']);
  });

  it.concurrent('a real service address counts as production: every default is named', async () => {
    const env = { ...isolated, NODE_ENV: '', MOOV_API_URL: 'https://api.moov.io' };
    const { code, output } = await runNodeToExit(await productEntry('main'), env);
    expect(code, output).toBe(1);
    expect(refusedVariables(output).sort()).toEqual([...SECRETS].sort());
    expect(output).toContain('MOOV_API_URL is not a loopback address');
  });

  it.concurrent('the worker refuses the same way', async () => {
    const env = { ...isolated, ...ownSecrets(), NODE_ENV: 'production', MOOV_SECRET_KEY: '' };
    const { code, output } = await runNodeToExit(await productEntry('worker'), env);
    expect(code, output).toBe(1);
    expect(refusedVariables(output)).toEqual(['MOOV_SECRET_KEY']);
  });

  it('with every secret its own, production starts and answers /healthz', async () => {
    const pgliteDir = join(scratch, 'production');
    cpSync(inject('pgliteTemplate'), pgliteDir, { recursive: true });
    // The seeded template was sealed with the default key file: named on purpose, it is accepted.
    const env = {
      ...isolated,
      ...ownSecrets(),
      NODE_ENV: 'production',
      PGLITE_DIR: pgliteDir,
      DATA_ENCRYPTION_KEY: '',
      DATA_ENCRYPTION_KEY_FILE: DEFAULT_KEY_FILE,
    };
    const server = await startNodeProcess(
      await productEntry('main'),
      env,
      /listening on (http:\/\/[\d.]+:\d+)/,
    );
    try {
      const health = await fetch(`${server.ready[1]}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
