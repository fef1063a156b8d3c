/**
 * Keys whose values never reach a log line, at the top level or one object down: access and
 * refresh tokens, Authorization and Cookie headers, OAuth client secrets and credentials, bank
 * numbers, and the text of documents and e-mails. Declared once; the logger applies them.
 */
const SECRET_KEYS = [
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'set-cookie',
  'token',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'id_token',
  'credentials',
  'client_secret',
  'clientSecret',
  'secretKey',
  'apiKey',
  'password',
  'account_number',
  'routing_number',
  'accountNumber',
  'routingNumber',
  'bank_account_number',
  'tin',
  'text',
  'html',
  'body',
  'raw',
  'snippet',
  'document_text',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS.map((key) => `["${key}"]`),
  ...SECRET_KEYS.map((key) => `*["${key}"]`),
  'req.headers.authorization',
  'req.headers.cookie',
];

export const REDACTED = '[redacted]';

type QueryError = Error & { query: string; params: unknown[] };

// drizzle's query errors put the statement's parameters (which can be bank numbers or
// document text) into their message and stack: keep the statement, never the values.
const isQueryError = (err: Error): err is QueryError => 'query' in err && 'params' in err;

const FRAMES = /\n\s+at [\s\S]*$/;

/** An error as a log line shows it: type, message, code, stack and causes, no SQL values. */
export const serializeError = (err: unknown, depth = 0): unknown => {
  if (!(err instanceof Error)) return err;
  const query = isQueryError(err);
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: query ? `Failed query: ${err.query}` : err.message,
  };
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  const stack = query ? err.stack?.match(FRAMES)?.[0]?.trimStart() : err.stack;
  if (stack) out.stack = stack;
  if (err.cause instanceof Error && depth < 5) out.cause = serializeError(err.cause, depth + 1);
  return out;
};
