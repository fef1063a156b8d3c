import type { Context, MiddlewareHandler } from 'hono';
import type { FaultState } from '../faults/fault-state';
import type { JsonStore } from '../store/json-store';
import { googleError } from './google-errors';
import type { MailStore } from './mail-store';
import type { GmailState, Mailbox } from './model';
import { type Access, allows } from './scopes';

export type GmailVariables = { mailbox: Mailbox; scope: string };

const INVALID_CREDENTIALS =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.';

/** Resolves the bearer token to its mailbox; `userId` must be `me` or that mailbox's address. */
export const gmailBearer =
  (
    store: JsonStore<GmailState>,
    mail: MailStore,
    faults: FaultState,
  ): MiddlewareHandler<{ Variables: GmailVariables }> =>
  async (c, next) => {
    const token = c.req.header('authorization')?.match(/^Bearer (.+)$/i)?.[1] ?? '';
    const grant = store.data.accessTokens[token];
    if (!grant || grant.expiresAt < Date.now() || faults.isExpired(grant.issuedAt))
      return googleError(c, 401, INVALID_CREDENTIALS);
    const userId = c.req.param('userId') ?? 'me';
    if (userId !== 'me' && userId.toLowerCase() !== grant.mailbox)
      return googleError(c, 403, `Delegation denied for ${grant.mailbox}`);
    c.set('mailbox', mail.ensureMailbox(grant.mailbox));
    c.set('scope', grant.scope);
    await next();
  };

export const requireScope = (
  c: Context<{ Variables: GmailVariables }>,
  access: Access,
): Response | undefined =>
  allows(c.get('scope'), access)
    ? undefined
    : googleError(c, 403, 'Request had insufficient authentication scopes.');
