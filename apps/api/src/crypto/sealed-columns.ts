import { customType } from 'drizzle-orm/pg-core';
import { dataKeyring } from './data-keyring';

/** A text column stored AES-GCM sealed; reads open it (legacy plaintext reads as it is). */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => dataKeyring().seal(value),
  fromDriver: (value) => dataKeyring().open(value),
});

type SealedJsonValue = { sealed: string };
const isSealed = (value: unknown): value is SealedJsonValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SealedJsonValue).sealed === 'string';

/**
 * A jsonb column whose whole value is stored sealed as {"sealed": "enc:v1:..."}; a row
 * written before sealing (any other JSON) reads as it is until the start-up pass seals it.
 */
export const sealedJson = <T>() =>
  customType<{ data: T; driverData: string | object }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify({ sealed: dataKeyring().seal(JSON.stringify(value)) }),
    fromDriver: (value) => {
      const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
      return (isSealed(parsed) ? JSON.parse(dataKeyring().open(parsed.sealed)) : parsed) as T;
    },
  });
