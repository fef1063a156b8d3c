import { z } from 'zod';
import type { ApiConfig } from '../../config/env';
import { upstreamUnavailable } from '../../http/api-error';
import { formBody, requestJson } from '../request-json';
import { toRawMessage } from './raw-message';

export const GMAIL_SCOPES = {
  readOnly: [
    'https://www.googleapis.com/auth/gmail.readonly',
    'https://www.googleapis.com/auth/gmail.modify',
  ],
  full: [
    'https://www.googleapis.com/auth/gmail.readonly',
    'https://www.googleapis.com/auth/gmail.modify',
    'https://www.googleapis.com/auth/gmail.send',
  ],
};

export type GmailTokens = {
  access_token: string;
  refresh_token?: string;
  scope?: string;
  expires_in?: number;
};
export type OutgoingEmail = {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
};

/** Google OAuth + Gmail REST, as the real service and its sandbox stand-in answer them. */
export interface GmailClient {
  authorizationUrl(input: { state: string; redirectUri: string; readOnly: boolean }): string;
  exchangeCode(code: string, redirectUri: string): Promise<GmailTokens>;
  refreshAccessToken(refreshToken: string): Promise<GmailTokens>;
  getProfileEmail(accessToken: string): Promise<string>;
  sendMessage(accessToken: string, email: OutgoingEmail): Promise<{ id: string }>;
  revoke(token: string): Promise<void>;
}

const TokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  scope: z.string().optional(),
  expires_in: z.number().optional(),
});

export const createGmailClient = (config: ApiConfig['gmail']): GmailClient => {
  const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw upstreamUnavailable('Gmail', 'unexpected answer shape');
    return parsed.data;
  };
  return {
    authorizationUrl({ state, redirectUri, readOnly }) {
      const url = new URL('/o/oauth2/v2/auth', config.oauthUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        access_type: 'offline',
        prompt: 'consent',
        scope: (readOnly ? GMAIL_SCOPES.readOnly : GMAIL_SCOPES.full).join(' '),
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode(code, redirectUri) {
      const answer = await requestJson('Gmail', new URL('/token', config.oauthUrl), {
        method: 'POST',
        body: formBody({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
      });
      return parse(TokenSchema, answer);
    },
    async refreshAccessToken(refreshToken) {
      const answer = await requestJson('Gmail', new URL('/token', config.oauthUrl), {
        method: 'POST',
        body: formBody({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }),
      });
      return parse(TokenSchema, answer);
    },
    async getProfileEmail(accessToken) {
      const answer = await requestJson(
        'Gmail',
        new URL('/gmail/v1/users/me/profile', config.apiUrl),
        {
          headers: { Authorization: `Bearer ${accessToken}` },
        },
      );
      return parse(z.object({ emailAddress: z.string() }), answer).emailAddress;
    },
    async sendMessage(accessToken, email) {
      const answer = await requestJson(
        'Gmail',
        new URL('/gmail/v1/users/me/messages/send', config.apiUrl),
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ raw: toRawMessage(email) }),
        },
      );
      return parse(z.object({ id: z.string() }), answer);
    },
    async revoke(token) {
      const url = new URL('/revoke', config.oauthUrl);
      url.searchParams.set('token', token);
      await requestJson('Gmail', url, { method: 'POST' });
    },
  };
};
