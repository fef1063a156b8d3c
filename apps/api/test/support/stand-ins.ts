import { type gmail_v1, gmail as gmailApi } from '@googleapis/gmail';
import { OAuth2Client } from 'google-auth-library';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { consent, locationOf } from './sandbox-browser';

/**
 * Ways a test reaches into the sandbox's stand-ins as the other parties would: a vendor using
 * their own Gmail account, an accountant reading the QuickBooks company, the payment
 * provider's ledger. None of them goes through the product.
 */

/** Switches on one of a stand-in's faults (apps/sandbox/README.md, "Faults on demand"). */
export const injectFault = async (serviceUrl: string, fault: Record<string, unknown>) => {
  const answer = await fetch(`${serviceUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (answer.status !== 201) throw new Error(`fault refused: ${await answer.text()}`);
};

export const clearFaults = async (serviceUrl: string) => {
  await fetch(`${serviceUrl}/__sandbox/faults`, { method: 'DELETE' });
};

/** A message of a sandbox mailbox, with its headers (lower-case names) and plain text. */
export type MailboxMessage = {
  id: string;
  threadId: string;
  labelIds: string[];
  headers: Record<string, string>;
  text: string;
  attachments: string[];
};

const decode = (data: string | null | undefined) =>
  data ? Buffer.from(data, 'base64url').toString('utf8') : '';

const plainText = (part: gmail_v1.Schema$MessagePart | undefined): string => {
  if (!part) return '';
  if (part.mimeType === 'text/plain' && !part.filename) return decode(part.body?.data);
  return (part.parts ?? []).map(plainText).find((text) => text !== '') ?? '';
};

const fileNames = (part: gmail_v1.Schema$MessagePart | undefined): string[] =>
  part ? [...(part.filename ? [part.filename] : []), ...(part.parts ?? []).flatMap(fileNames)] : [];

/** Builds an RFC 822 message as a mail client would (with a Message-ID). */
export const composeMail = async (mail: Mail.Options): Promise<Buffer> =>
  new MailComposer(mail).compile().build();

export type GmailAccount = {
  address: string;
  /** Sends through this account's Gmail (filed as SENT here, delivered to local recipients). */
  send: (mail: Mail.Options, threadId?: string) => Promise<{ id: string; threadId: string }>;
  /** Every message of the mailbox, oldest first. */
  messages: () => Promise<MailboxMessage[]>;
  /** Replies to a message in its thread (In-Reply-To, References, "Re: subject"). */
  reply: (
    to: MailboxMessage,
    mail: Omit<Mail.Options, 'to' | 'from'>,
  ) => Promise<{ id: string; threadId: string }>;
};

/**
 * A person's own Gmail account at the stand-in (any address; the consent page creates the
 * mailbox), signed in through Google's OAuth with read and send access.
 */
export const gmailAccount = async (gmailUrl: string, address: string): Promise<GmailAccount> => {
  const auth = new OAuth2Client({
    clientId: 'e2e-mail-client',
    clientSecret: 'e2e-mail-secret',
    redirectUri: 'http://127.0.0.1/e2e-mail-callback',
    endpoints: {
      oauth2AuthBaseUrl: `${gmailUrl}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${gmailUrl}/token`,
      oauth2RevokeUrl: `${gmailUrl}/revoke`,
    },
  });
  const url = auth.generateAuthUrl({
    scope: ['https://www.googleapis.com/auth/gmail.modify'],
    state: 'e2e',
  });
  const back = new URL(await consent(url, 'Choose a mailbox', { mailbox: address }));
  const { tokens } = await auth.getToken(back.searchParams.get('code') ?? '');
  auth.setCredentials(tokens);
  const gmail = gmailApi({ version: 'v1', auth, rootUrl: `${gmailUrl}/` });
  const send = async (mail: Mail.Options, threadId?: string) => {
    const raw = await composeMail({ from: address, ...mail });
    const { data } = await gmail.users.messages.send({
      userId: 'me',
      requestBody: { raw: raw.toString('base64url'), ...(threadId ? { threadId } : {}) },
    });
    return { id: data.id ?? '', threadId: data.threadId ?? '' };
  };
  const messages = async () => {
    const listed: gmail_v1.Schema$Message[] = [];
    let pageToken: string | undefined;
    do {
      const { data } = await gmail.users.messages.list({
        userId: 'me',
        maxResults: 100,
        ...(pageToken ? { pageToken } : {}),
      });
      listed.push(...(data.messages ?? []));
      pageToken = data.nextPageToken ?? undefined;
    } while (pageToken);
    const full = await Promise.all(
      listed.map(async ({ id }) => {
        const { data } = await gmail.users.messages.get({ userId: 'me', id: id ?? '' });
        return {
          id: data.id ?? '',
          threadId: data.threadId ?? '',
          labelIds: data.labelIds ?? [],
          internalDate: Number(data.internalDate ?? 0),
          headers: Object.fromEntries(
            (data.payload?.headers ?? []).map((h) => [(h.name ?? '').toLowerCase(), h.value ?? '']),
          ),
          text: plainText(data.payload),
          attachments: fileNames(data.payload),
        };
      }),
    );
    return full
      .sort((a, b) => a.internalDate - b.internalDate)
      .map(({ internalDate: _, ...message }) => message);
  };
  return {
    address,
    send,
    messages,
    reply: (to, mail) => {
      const messageId = to.headers['message-id'] ?? '';
      const references = [to.headers.references, messageId].filter(Boolean).join(' ');
      const subject = to.headers.subject ?? '';
      return send(
        {
          subject: /^re:/i.test(subject) ? subject : `Re: ${subject}`,
          ...mail,
          to: to.headers['reply-to'] || to.headers.from,
          inReplyTo: messageId,
          references,
        },
        to.threadId,
      );
    },
  };
};

export type MoovTransfer = {
  transferID: string;
  status: string;
  amount: { currency: string; value: number };
  description?: string;
  failureReason?: string;
  source: { paymentMethodID: string; account?: { accountID: string; displayName?: string } };
  destination: { paymentMethodID: string; account?: { accountID: string; displayName?: string } };
};

/** The Moov stand-in's ledger as its operator sees it (API key pair), and its clock. */
export const moovStandIn = (
  moovUrl: string,
  keys = ['sandbox-moov-public', 'sandbox-moov-secret'],
) => {
  const authorization = `Basic ${Buffer.from(keys.join(':')).toString('base64')}`;
  const get = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${moovUrl}${path}`, { headers: { authorization } });
    if (!answer.ok) throw new Error(`Moov stand-in ${path}: ${answer.status}`);
    return (await answer.json()) as T;
  };
  return {
    /** Transfers filed under any of these accounts (each once). */
    transfers: async (accountIds: readonly string[]): Promise<MoovTransfer[]> => {
      const lists = await Promise.all(
        [...new Set(accountIds)].map((id) => get<MoovTransfer[]>(`/accounts/${id}/transfers`)),
      );
      const byId = new Map(lists.flat().map((t) => [t.transferID, t]));
      return [...byId.values()];
    },
    /** Moves a transfer one step (created → pending → completed, or a test amount's failure). */
    advance: async (transferID: string): Promise<MoovTransfer> => {
      const answer = await fetch(`${moovUrl}/__sandbox/transfers/${transferID}/advance`, {
        method: 'POST',
      });
      if (!answer.ok) throw new Error(`advance ${transferID}: ${answer.status}`);
      return (await answer.json()) as MoovTransfer;
    },
    accounts: () => get<{ accountID: string; displayName: string }[]>('/accounts'),
  };
};

export type QuickbooksEntity = { Id: string; [field: string]: unknown };

/**
 * The QuickBooks company as an accountant's own app sees it: an OAuth grant of its own on
 * the realm, then the query endpoint.
 */
export const quickbooksStandIn = async (qboUrl: string, realmId: string) => {
  const clientId = 'e2e-books-reader';
  const clientSecret = 'e2e-books-secret';
  const redirectUri = 'http://127.0.0.1/e2e-books-callback';
  const authorize = new URL(`${qboUrl}/connect/oauth2`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'com.intuit.quickbooks.accounting',
    response_type: 'code',
    state: 'e2e',
  }).toString();
  const back = new URL(await consent(authorize.toString(), 'QuickBooks', { realmId }));
  const token = await fetch(`${qboUrl}/oauth2/v1/tokens/bearer`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
    }).toString(),
  });
  if (!token.ok) throw new Error(`QuickBooks token exchange: ${token.status}`);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return {
    /** `select * from <entity>` (optionally `where ...`), every row. */
    query: async (entity: string, where = ''): Promise<QuickbooksEntity[]> => {
      const query = `select * from ${entity}${where ? ` where ${where}` : ''} maxresults 1000`;
      const answer = await fetch(
        `${qboUrl}/v3/company/${realmId}/query?query=${encodeURIComponent(query)}`,
        { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
      );
      if (!answer.ok) throw new Error(`QuickBooks query '${query}': ${answer.status}`);
      const body = (await answer.json()) as { QueryResponse: Record<string, unknown> };
      return (body.QueryResponse[entity] as QuickbooksEntity[] | undefined) ?? [];
    },
  };
};

/** Follows a provider's redirect back to the API's OAuth callback, like the browser would. */
export const followCallback = async (callbackUrl: string) =>
  locationOf(await fetch(callbackUrl, { redirect: 'manual' }));
