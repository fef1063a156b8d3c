import { gmail } from '@googleapis/gmail';
import { type Credentials, OAuth2Client } from 'google-auth-library';
import type { ApiConfig } from '../../config/env';
import { upstreamUnavailable } from '../../http/api-error';
import { callUpstream } from '../upstream-error';
import { type OutgoingEmail, toRawMessage } from './raw-message';

const SCOPE = 'https://www.googleapis.com/auth/gmail';
export const GMAIL_SCOPES = {
  readOnly: [`${SCOPE}.readonly`],
  full: [`${SCOPE}.readonly`, `${SCOPE}.send`, `${SCOPE}.modify`],
};

/** What the mailbox connection keeps: google-auth-library's credentials. */
export type GmailCredentials = {
  access_token: string;
  refresh_token?: string;
  /** Epoch ms; the client refreshes before it. */
  expiry_date?: number;
};

/** A mailbox's grant; `onRefresh` stores credentials the client renewed on the way. */
export type GmailAccess = {
  credentials: GmailCredentials;
  onRefresh: (next: GmailCredentials) => Promise<void>;
};

/** Google OAuth + Gmail REST through the official clients, real service or sandbox stand-in. */
export interface GmailClient {
  authorizationUrl(input: { state: string; redirectUri: string; readOnly: boolean }): string;
  exchangeCode(code: string, redirectUri: string): Promise<GmailCredentials>;
  getProfileEmail(access: GmailAccess): Promise<string>;
  sendMessage(access: GmailAccess, email: OutgoingEmail): Promise<{ id: string }>;
  revoke(token: string): Promise<void>;
}

const TIMEOUT_MS = 10_000;

const toStored = (credentials: Credentials, previous?: GmailCredentials): GmailCredentials => {
  if (!credentials.access_token) throw upstreamUnavailable('Gmail', 'no access token issued');
  const refreshToken = credentials.refresh_token ?? previous?.refresh_token;
  return {
    access_token: credentials.access_token,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    ...(credentials.expiry_date ? { expiry_date: credentials.expiry_date } : {}),
  };
};

const oauthClientFor = (config: ApiConfig['gmail']) => {
  const oauthBase = config.oauthUrl.replace(/\/$/, '');
  return (redirectUri?: string) =>
    new OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      ...(redirectUri ? { redirectUri } : {}),
      // A 401 despite a fresh-looking token (revoked, expired early): refresh and retry once.
      forceRefreshOnFailure: true,
      transporterOptions: { timeout: TIMEOUT_MS },
      endpoints: {
        oauth2AuthBaseUrl: `${oauthBase}/o/oauth2/v2/auth`,
        oauth2TokenUrl: `${oauthBase}/token`,
        oauth2RevokeUrl: `${oauthBase}/revoke`,
      },
    });
};

export type GmailApi = ReturnType<typeof gmail>;

/**
 * Runs Gmail calls as the mailbox owner, storing any refreshed token before answering; a
 * failure becomes 502 upstream_unavailable.
 */
export const mailboxCaller = (config: ApiConfig['gmail']) => {
  const oauthClient = oauthClientFor(config);
  const rootUrl = config.apiUrl.replace(/\/?$/, '/');
  return async <T>(access: GmailAccess, call: (api: GmailApi) => Promise<T>): Promise<T> => {
    const auth = oauthClient();
    auth.setCredentials(access.credentials);
    let renewed: GmailCredentials | undefined;
    auth.on('tokens', (tokens) => {
      renewed = toStored(tokens, access.credentials);
    });
    try {
      return await callUpstream('Gmail', () =>
        call(gmail({ version: 'v1', auth, rootUrl, timeout: TIMEOUT_MS })),
      );
    } finally {
      if (renewed) await access.onRefresh(renewed);
    }
  };
};

export const createGmailClient = (config: ApiConfig['gmail']): GmailClient => {
  const oauthClient = oauthClientFor(config);
  const asMailbox = mailboxCaller(config);

  return {
    authorizationUrl: ({ state, redirectUri, readOnly }) =>
      oauthClient(redirectUri).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: readOnly ? GMAIL_SCOPES.readOnly : GMAIL_SCOPES.full,
        state,
      }),
    exchangeCode: async (code, redirectUri) => {
      const { tokens } = await callUpstream('Gmail', () => oauthClient(redirectUri).getToken(code));
      return toStored(tokens);
    },
    getProfileEmail: (access) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.getProfile({ userId: 'me' });
        if (!data.emailAddress) throw upstreamUnavailable('Gmail', 'profile has no address');
        return data.emailAddress;
      }),
    sendMessage: (access, email) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.messages.send({
          userId: 'me',
          requestBody: {
            raw: toRawMessage(email),
            ...(email.threadId ? { threadId: email.threadId } : {}),
          },
        });
        if (!data.id) throw upstreamUnavailable('Gmail', 'sent message has no id');
        return { id: data.id };
      }),
    revoke: async (token) => {
      await callUpstream('Gmail', () => oauthClient().revokeToken(token));
    },
  };
};
