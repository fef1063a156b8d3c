import { createHash } from 'node:crypto';

/** Hex SHA-256 of a file's bytes: the key that spots the same attachment delivered twice. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
