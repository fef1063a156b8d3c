import { parseAccept } from 'hono/utils/accept';

/**
 * Whether Accept-Encoding allows gzip, q-values included (`gzip;q=0` refuses it), read the
 * way hono's compress middleware reads it. For answers kept gzipped in advance.
 */
export const acceptsGzip = (header: string | undefined): boolean => {
  if (!header) return false;
  const accepts = parseAccept(header);
  const explicit = accepts.find((a) => a.type.toLowerCase() === 'gzip');
  const q = explicit ? explicit.q : (accepts.find((a) => a.type === '*')?.q ?? 0);
  return q > 0;
};
