import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8 } from 'jose';
import { prefixedId } from '../store/ids';
import type { SigningKeys } from './model';

/** A fresh RS256 key pair; generated once and kept in the auth state file. */
export const generateSigningKeys = async (): Promise<SigningKeys> => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid: prefixedId('key'),
    privatePem: await exportPKCS8(privateKey),
    publicPem: await exportSPKI(publicKey),
  };
};

export const importSigningKey = (keys: SigningKeys) => importPKCS8(keys.privatePem, 'RS256');
