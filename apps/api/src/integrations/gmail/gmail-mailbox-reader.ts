import { headerAddresses } from '@ap/extraction';
import type { ApiConfig } from '../../config/env';
import { UpstreamHttpError, upstreamUnavailable } from '../../http/api-error';
import { type GmailAccess, mailboxCaller } from './gmail-client';

export type MessageRef = { id: string; threadId: string };

export type MessageHeaders = MessageRef & {
  internalDate: number;
  labelIds: string[];
  /** Header values by lower-case name (first occurrence). */
  headers: Record<string, string>;
  /** Every header line in the message's order, topmost first (repeated ones included). */
  headerLines: { name: string; value: string }[];
};

/** What mail intake reads from (and, with the modify scope, marks in) the mailbox. */
export interface GmailMailboxReader {
  profile(access: GmailAccess): Promise<{ emailAddress: string; historyId: number }>;
  /** Message ids matching a Gmail search (`newer_than:30d`), newest first, every page. */
  listMessages(access: GmailAccess, query: string, limit: number): Promise<MessageRef[]>;
  /** Messages added since a history id; `expired` when Gmail no longer has that point. */
  messagesAddedSince(
    access: GmailAccess,
    startHistoryId: number,
  ): Promise<{ added: MessageRef[]; historyId: number } | 'expired'>;
  headers(access: GmailAccess, id: string): Promise<MessageHeaders>;
  raw(access: GmailAccess, id: string): Promise<Buffer>;
  /** Every participant address and the latest message time of a thread. */
  thread(
    access: GmailAccess,
    id: string,
  ): Promise<{ participants: string[]; latestActivity: Date; subject: string | null }>;
  watch(access: GmailAccess, topicName: string): Promise<{ historyId: number; expiration: Date }>;
  addLabel(access: GmailAccess, id: string, labelName: string): Promise<void>;
}

const PARTICIPANT_HEADERS = ['from', 'to', 'cc'];

const headerMap = (headers: { name?: string | null; value?: string | null }[] | undefined) => {
  const map: Record<string, string> = {};
  for (const { name, value } of headers ?? []) {
    const key = name?.toLowerCase();
    if (key && value != null && !(key in map)) map[key] = value;
  }
  return map;
};

const refs = (messages: { id?: string | null; threadId?: string | null }[] | undefined) =>
  (messages ?? []).flatMap((m) => (m.id ? [{ id: m.id, threadId: m.threadId ?? m.id }] : []));

export const createGmailMailboxReader = (config: ApiConfig['gmail']): GmailMailboxReader => {
  const asMailbox = mailboxCaller(config);
  return {
    profile: (access) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.getProfile({ userId: 'me' });
        if (!data.emailAddress || !data.historyId)
          throw upstreamUnavailable('Gmail', 'profile without address or history id');
        return { emailAddress: data.emailAddress, historyId: Number(data.historyId) };
      }),
    listMessages: (access, query, limit) =>
      asMailbox(access, async (api) => {
        const found: MessageRef[] = [];
        let pageToken: string | undefined;
        do {
          const { data } = await api.users.messages.list({
            userId: 'me',
            q: query,
            maxResults: Math.min(500, limit - found.length),
            ...(pageToken ? { pageToken } : {}),
          });
          found.push(...refs(data.messages));
          pageToken = data.nextPageToken ?? undefined;
        } while (pageToken && found.length < limit);
        return found;
      }),
    messagesAddedSince: async (access, startHistoryId) => {
      try {
        return await asMailbox(access, async (api) => {
          const added: MessageRef[] = [];
          let pageToken: string | undefined;
          let historyId = startHistoryId;
          do {
            const { data } = await api.users.history.list({
              userId: 'me',
              startHistoryId: String(startHistoryId),
              historyTypes: ['messageAdded'],
              ...(pageToken ? { pageToken } : {}),
            });
            for (const record of data.history ?? [])
              added.push(...refs((record.messagesAdded ?? []).map((a) => a.message ?? {})));
            historyId = Math.max(historyId, Number(data.historyId ?? 0));
            pageToken = data.nextPageToken ?? undefined;
          } while (pageToken);
          return { added, historyId };
        });
      } catch (err) {
        // Gmail keeps about a week of history: a 404 means sync again from a window.
        if (err instanceof UpstreamHttpError && err.upstreamStatus === 404) return 'expired';
        throw err;
      }
    },
    headers: (access, id) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.messages.get({ userId: 'me', id, format: 'metadata' });
        return {
          id,
          threadId: data.threadId ?? id,
          internalDate: Number(data.internalDate ?? Date.now()),
          labelIds: data.labelIds ?? [],
          headers: headerMap(data.payload?.headers ?? undefined),
          headerLines: (data.payload?.headers ?? []).flatMap(({ name, value }) =>
            name && value != null ? [{ name, value }] : [],
          ),
        };
      }),
    raw: (access, id) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.messages.get({ userId: 'me', id, format: 'raw' });
        if (!data.raw) throw upstreamUnavailable('Gmail', 'message without raw source');
        return Buffer.from(data.raw, 'base64url');
      }),
    thread: (access, id) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.threads.get({ userId: 'me', id, format: 'metadata' });
        const participants = new Set<string>();
        let latest = 0;
        let subject: string | null = null;
        for (const message of data.messages ?? []) {
          const headers = headerMap(message.payload?.headers ?? undefined);
          // Parsed addresses only: an address written as a display name is nobody's.
          for (const name of PARTICIPANT_HEADERS)
            for (const address of headerAddresses(headers[name] ?? '')) participants.add(address);
          latest = Math.max(latest, Number(message.internalDate ?? 0));
          subject ??= headers.subject ?? null;
        }
        return {
          participants: [...participants],
          latestActivity: new Date(latest || Date.now()),
          subject,
        };
      }),
    watch: (access, topicName) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.watch({
          userId: 'me',
          requestBody: { topicName, labelIds: ['INBOX'], labelFilterBehavior: 'include' },
        });
        return {
          historyId: Number(data.historyId),
          expiration: new Date(Number(data.expiration)),
        };
      }),
    addLabel: (access, id, labelName) =>
      asMailbox(access, async (api) => {
        const { data } = await api.users.labels.list({ userId: 'me' });
        let labelId = data.labels?.find((label) => label.name === labelName)?.id;
        if (!labelId) {
          const created = await api.users.labels.create({
            userId: 'me',
            requestBody: { name: labelName },
          });
          labelId = created.data.id ?? undefined;
        }
        if (!labelId) throw upstreamUnavailable('Gmail', `label '${labelName}' has no id`);
        await api.users.messages.modify({
          userId: 'me',
          id,
          requestBody: { addLabelIds: [labelId] },
        });
      }),
  };
};
