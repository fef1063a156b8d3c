import { resolve } from 'node:path';

/** Everything the sandbox reads from the environment, with the documented defaults. */
export type SandboxConfig = {
  dataDir: string;
  /** Host name put into the public URLs the services hand out (issuer, redirects, links). */
  publicHost: string;
  ports: {
    auth: number;
    gmail: number;
    quickbooks: number;
    moov: number;
    smtp: number;
    llm: number;
  };
  appUrl: string;
  propelauthApiKey: string;
  accessTokenTtlSeconds: number;
  moov: {
    publicKey: string;
    secretKey: string;
    transferStepMs: number;
    /** A webhook registered at start-up, so the API server need not register one itself. */
    webhook?: { url: string; secret: string };
  };
  /**
   * The Pub/Sub push subscription of Gmail's watch topic: where notifications are POSTed
   * (the product's push URL with its token), or undefined to publish nowhere.
   */
  gmailPush: { endpoint: string | undefined; subscription: string };
};

const intFromEnv = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) throw new Error(`${name} must be an integer, got '${raw}'`);
  return value;
};

export const loadConfig = (): SandboxConfig => ({
  dataDir: resolve(process.env.SANDBOX_DATA_DIR ?? resolve(import.meta.dirname, '..', '.data')),
  publicHost: process.env.SANDBOX_PUBLIC_HOST ?? 'localhost',
  ports: {
    auth: intFromEnv('SANDBOX_AUTH_PORT', 4010),
    gmail: intFromEnv('SANDBOX_GMAIL_PORT', 4020),
    quickbooks: intFromEnv('SANDBOX_QUICKBOOKS_PORT', 4030),
    moov: intFromEnv('SANDBOX_MOOV_PORT', 4040),
    smtp: intFromEnv('SANDBOX_SMTP_PORT', 2525),
    llm: intFromEnv('SANDBOX_LLM_PORT', 4050),
  },
  appUrl: process.env.APP_URL ?? 'http://localhost:5173',
  propelauthApiKey: process.env.SANDBOX_PROPELAUTH_API_KEY ?? 'sandbox-api-key',
  accessTokenTtlSeconds: intFromEnv('SANDBOX_ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
  moov: {
    publicKey: process.env.SANDBOX_MOOV_PUBLIC_KEY ?? 'sandbox-moov-public',
    secretKey: process.env.SANDBOX_MOOV_SECRET_KEY ?? 'sandbox-moov-secret',
    transferStepMs: intFromEnv('SANDBOX_MOOV_TRANSFER_STEP_MS', 5000),
    ...(process.env.SANDBOX_MOOV_WEBHOOK_URL
      ? {
          webhook: {
            url: process.env.SANDBOX_MOOV_WEBHOOK_URL,
            secret: process.env.SANDBOX_MOOV_WEBHOOK_SECRET ?? 'sandbox-moov-webhook-secret',
          },
        }
      : {}),
  },
  gmailPush: {
    // Empty disables; the default is the API server's push URL with its default token.
    endpoint:
      process.env.SANDBOX_GMAIL_PUSH_ENDPOINT === ''
        ? undefined
        : (process.env.SANDBOX_GMAIL_PUSH_ENDPOINT ??
          'http://localhost:3001/api/gmail/push?token=sandbox-gmail-push-token'),
    subscription:
      process.env.SANDBOX_GMAIL_PUSH_SUBSCRIPTION ??
      'projects/ap-sandbox/subscriptions/gmail-intake',
  },
});

export const publicUrl = (config: SandboxConfig, port: number): string =>
  `http://${config.publicHost}:${port}`;
