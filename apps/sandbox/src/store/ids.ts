import { randomBytes, randomUUID } from 'node:crypto';

/** Opaque random secret (tokens, codes) that is safe in URLs. */
export const randomSecret = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** Identifier with a readable prefix, e.g. `user_3f2a…`. */
export const prefixedId = (prefix: string): string =>
  `${prefix}_${randomUUID().replaceAll('-', '')}`;
