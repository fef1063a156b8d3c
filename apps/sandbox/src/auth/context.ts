import type { FaultState } from '../faults/fault-state';
import type { AccessTokenInput } from './access-token';
import type { Directory } from './directory';
import type { MailDrop } from './invite-mail';

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
