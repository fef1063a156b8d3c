import { maskAccountNumber } from '@ap/domain';
import { bankDetailsFingerprint } from '../vendors/bank-details';

// A vendor's TIN (from its W-9) is masked the same way.
const BANK_NUMBER_KEYS = [
  'accountNumber',
  'routingNumber',
  'account_number',
  'routing_number',
  'tin',
];
const SECRET_KEYS = new Set([
  'credentials',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * What the audit log keeps of a before/after value: bank numbers masked to their last four
 * digits (plus a keyed fingerprint of the pair, so a change stays visible) and OAuth
 * credentials dropped. Plain values never reach the append-only table.
 */
export const redactSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEYS.has(key)) out[key] = '[redacted]';
    else if (BANK_NUMBER_KEYS.includes(key))
      out[key] = typeof inner === 'string' ? maskAccountNumber(inner) || null : inner;
    else out[key] = redactSecrets(inner);
  }
  if ('accountNumber' in value && 'routingNumber' in value) {
    out.bankDetailsFingerprint = bankDetailsFingerprint({
      accountNumber: value.accountNumber as string | null,
      routingNumber: value.routingNumber as string | null,
    });
  }
  return out;
};
