/**
 * Secrets whose defaults are the sandbox's (apps/sandbox accepts exactly these): right for
 * offline development and tests, a hole anywhere real. loadConfig takes its defaults from
 * here, and productionSafety refuses them outside the sandbox.
 */
export const SANDBOX_SECRET_DEFAULTS = {
  PROPELAUTH_API_KEY: 'sandbox-api-key',
  GMAIL_CLIENT_SECRET: 'sandbox-gmail-secret',
  GMAIL_PUSH_TOKEN: 'sandbox-gmail-push-token',
  QUICKBOOKS_CLIENT_SECRET: 'sandbox-quickbooks-secret',
  MOOV_PUBLIC_KEY: 'sandbox-moov-public',
  MOOV_SECRET_KEY: 'sandbox-moov-secret',
  MOOV_WEBHOOK_SECRET: 'sandbox-moov-webhook-secret',
} as const;

export type SandboxSecret = keyof typeof SANDBOX_SECRET_DEFAULTS;

const env = (name: string): string | undefined => process.env[name] || undefined;

/** A secret from the environment, or its sandbox default. */
export const secretEnv = (name: SandboxSecret): string =>
  env(name) ?? SANDBOX_SECRET_DEFAULTS[name];

/** The secrets that still hold their sandbox default (set to it, or not set at all). */
export const secretsAtSandboxDefault = (): string[] =>
  (Object.keys(SANDBOX_SECRET_DEFAULTS) as SandboxSecret[]).filter(
    (name) => secretEnv(name) === SANDBOX_SECRET_DEFAULTS[name],
  );
