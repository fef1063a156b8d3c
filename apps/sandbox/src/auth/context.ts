import type { FaultState } from '../faults/fault-state';
import type { AccessTokenInput } from './access-token';
import type { Directory } from './directory';

/** Files one RFC 822 message in a local mailbox (the Gmail stand-in's store). */
export type MailDrop = (to: string, source: Buffer) => Promise<void>;

/** What every auth route needs. */
export type AuthContext = {
  directory: Directory;
  /** The auth origin: issuer of tokens and base of hosted pages. */
  issuer: string;
  appUrl: string;
  apiKey: string;
  accessTokenTtlSeconds: number;
  verifierKeyPem: string;
  signAccessToken: (input: Omit<AccessTokenInput, 'issuer' | 'kid' | 'key'>) => Promise<string>;
  faults: FaultState;
  /** Where invitation e-mails are filed (the Gmail stand-in); none = not sent. */
  mailDrop?: MailDrop;
};
