import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a presented shared secret with the configured one. */
export const tokenMatches = (presented: string | undefined, expected: string): boolean => {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The token of an `Authorization: Bearer <token>` header, if that is what was sent. */
export const bearerToken = (authorization: string | undefined): string | undefined =>
  authorization?.match(/^Bearer (.+)$/i)?.[1];
