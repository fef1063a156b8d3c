// The product reaches each external service at an address from its environment (see
// apps/api/README.md). The sandbox is only needed while one of them still points at a local
// stand-in; when all four name real services, `pnpm dev` need not start it.
const PRODUCT_SERVICE_URLS = [
  'PROPELAUTH_AUTH_URL',
  'GMAIL_API_URL',
  'QUICKBOOKS_API_URL',
  'MOOV_API_URL',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const isRealService = (value: string | undefined): boolean => {
  if (!value) return false;
  try {
    const host = new URL(value).hostname;
    return !LOOPBACK_HOSTS.has(host) && !host.startsWith('127.');
  } catch {
    return false;
  }
};

/** True when every external service the product uses is configured to a non-local address. */
export const everyServiceIsReal = (env: NodeJS.ProcessEnv = process.env): boolean =>
  PRODUCT_SERVICE_URLS.every((name) => isRealService(env[name]));
