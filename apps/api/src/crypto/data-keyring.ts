import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** One AES-256 key and its id; the id is written into every ciphertext it makes. */
type DataKey = { id: string; key: Buffer };

export type DataKeyring = {
  currentKeyId: string;
  /** 'enc:v1:<key id>:<base64url of iv | tag | ciphertext>' (AES-256-GCM, random 96-bit iv). */
  seal(plaintext: string): string;
  /** Opens a sealed value with the key it names; a value without the prefix is legacy plaintext. */
  open(value: string): string;
  /** Whether a stored value still needs sealing with the current key (plaintext or an old key). */
  needsReseal(value: string): boolean;
  /** Keyed fingerprint 'key id:hex' (HMAC-SHA256); `keyId` picks the key of an older one. */
  fingerprint(text: string, keyId?: string): string;
};

export const SEALED_PREFIX = 'enc:v1:';
const KEY_BYTES = 32;

/** 'kid:base64' or bare base64 (then the id is the start of the key's SHA-256). */
const parseKey = (text: string, source: string): DataKey => {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const [id, encoded] =
    colon > 0 ? [trimmed.slice(0, colon), trimmed.slice(colon + 1)] : [undefined, trimmed];
  const key = Buffer.from(encoded, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${source}: a data encryption key must be ${KEY_BYTES} bytes of base64`);
  }
  if (id !== undefined && !/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
    throw new Error(`${source}: key id '${id}' must be 1-32 letters, digits, '-' or '_'`);
  }
  return { id: id ?? createHash('sha256').update(key).digest('hex').slice(0, 8), key };
};

const lines = (text: string) => text.split(/[\n,]/).filter((line) => line.trim() !== '');

export const generateKeyLine = (): string =>
  `k${Date.now().toString(36)}:${randomBytes(KEY_BYTES).toString('base64')}`;

/** Reads the key file (first line = current key, later lines = old keys), creating it once. */
const readOrCreateKeyFile = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    // 'wx': two processes starting at once agree on the first one's key.
    writeFileSync(path, `${generateKeyLine()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(path, 'utf8');
};

export const createDataKeyring = (keys: DataKey[]): DataKeyring => {
  const [current] = keys;
  if (!current) throw new Error('no data encryption key');
  const byId = new Map(keys.map((k) => [k.id, k]));
  const keyNamed = (id: string) => {
    const found = byId.get(id);
    if (!found) throw new Error(`data sealed with unknown key '${id}': add it to the old keys`);
    return found;
  };
  const fingerprintKeys = new Map<string, Buffer>();
  const fingerprintKey = (k: DataKey) => {
    let derived = fingerprintKeys.get(k.id);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', k.key, '', 'ap-fingerprint-v1', 32));
      fingerprintKeys.set(k.id, derived);
    }
    return derived;
  };
  return {
    currentKeyId: current.id,
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${SEALED_PREFIX}${current.id}:${packed}`;
    },
    open(value) {
      if (!value.startsWith(SEALED_PREFIX)) return value;
      const rest = value.slice(SEALED_PREFIX.length);
      const colon = rest.indexOf(':');
      const packed = Buffer.from(rest.slice(colon + 1), 'base64url');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        keyNamed(rest.slice(0, colon)).key,
        packed.subarray(0, 12),
      );
      decipher.setAuthTag(packed.subarray(12, 28));
      return Buffer.concat([decipher.update(packed.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
    needsReseal(value) {
      return !value.startsWith(`${SEALED_PREFIX}${current.id}:`);
    },
    fingerprint(text, keyId = current.id) {
      const mac = createHmac('sha256', fingerprintKey(keyNamed(keyId)))
        .update(text)
        .digest('hex');
      return `${keyId}:${mac}`;
    },
  };
};

/** Where the keys come from; see the API README (Encryption at rest) for rotation. */
export type DataKeySource = {
  /** DATA_ENCRYPTION_KEY: the current key. */
  currentKey: string | undefined;
  /** DATA_ENCRYPTION_OLD_KEYS: comma-separated keys still accepted for reading. */
  oldKeys: string | undefined;
  /** DATA_ENCRYPTION_KEY_FILE: used (and generated) when no current key is given. */
  keyFile: string;
};

export const loadDataKeyring = (source: DataKeySource): DataKeyring => {
  const current = source.currentKey
    ? [parseKey(source.currentKey, 'DATA_ENCRYPTION_KEY')]
    : lines(readOrCreateKeyFile(source.keyFile)).map((l) => parseKey(l, source.keyFile));
  const old = lines(source.oldKeys ?? '').map((l) => parseKey(l, 'DATA_ENCRYPTION_OLD_KEYS'));
  return createDataKeyring([...current, ...old]);
};

const env = (name: string) => process.env[name] || undefined;

export const DEFAULT_KEY_FILE = resolve(
  import.meta.dirname,
  '..',
  '..',
  '.data',
  'data-encryption.key',
);

export const dataKeySourceFromEnv = (): DataKeySource => ({
  currentKey: env('DATA_ENCRYPTION_KEY'),
  oldKeys: env('DATA_ENCRYPTION_OLD_KEYS'),
  keyFile: resolve(env('DATA_ENCRYPTION_KEY_FILE') ?? DEFAULT_KEY_FILE),
});

let keyring: DataKeyring | undefined;

/**
 * The process's keyring, loaded from the environment on first use. Database columns seal and
 * open through it (see sealed-columns.ts), so the seed and the server share one setup.
 */
export const dataKeyring = (): DataKeyring => {
  keyring ??= loadDataKeyring(dataKeySourceFromEnv());
  return keyring;
};
