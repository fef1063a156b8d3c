import type { SenderVerdicts } from './sender-authentication';

/** A stored message; the RFC 822 source is kept whole so `format=raw` returns it byte for byte. */
export type StoredMessage = {
  id: string;
  threadId: string;
  labelIds: string[];
  /** RFC 822 source, base64url. */
  raw: string;
  internalDate: string;
  historyId: string;
  messageIdHeader?: string;
};

export type HistoryRecord = {
  id: string;
  messages: Array<{ id: string; threadId: string }>;
  messagesAdded?: Array<{ message: { id: string; threadId: string; labelIds: string[] } }>;
  labelsAdded?: Array<{
    message: { id: string; threadId: string; labelIds: string[] };
    labelIds: string[];
  }>;
  labelsRemoved?: Array<{
    message: { id: string; threadId: string; labelIds: string[] };
    labelIds: string[];
  }>;
};

export type Mailbox = {
  address: string;
  historyId: number;
  messages: StoredMessage[];
  history: HistoryRecord[];
  /** Labels the user created (system labels are implicit). */
  userLabels?: UserLabel[];
  /** users.watch: changes are published to this Pub/Sub topic until `expiration` (epoch ms). */
  watch?: MailboxWatch;
};

export type MailboxWatch = {
  topicName: string;
  labelIds: string[];
  labelFilterBehavior: 'include' | 'exclude';
  expiration: number;
};

export type UserLabel = { id: string; name: string };

export const SYSTEM_LABELS = [
  'INBOX',
  'SENT',
  'UNREAD',
  'STARRED',
  'IMPORTANT',
  'TRASH',
  'SPAM',
  'DRAFT',
  'CATEGORY_PERSONAL',
  'CATEGORY_UPDATES',
];

export type OAuthGrant = {
  mailbox: string;
  scope: string;
  clientId: string;
  issuedAt: number;
  expiresAt: number;
  redirectUri?: string;
};

export type GmailState = {
  mailboxes: Record<string, Mailbox>;
  codes: Record<string, OAuthGrant>;
  accessTokens: Record<string, OAuthGrant>;
  refreshTokens: Record<string, OAuthGrant>;
  /**
   * Sender authentication verdicts by sending domain (or `*`), set through
   * `/__sandbox/sender-authentication`: inbox deliveries from such a domain get Gmail's
   * Authentication-Results header. None set (the default): no header, as before.
   */
  senderAuthentication?: Record<string, SenderVerdicts>;
};

export const SEEDED_MAILBOXES = ['ap@acme.test', 'billing@northwind.test', 'accounts@contoso.test'];

export const seedGmailState = (): GmailState => ({
  mailboxes: Object.fromEntries(
    SEEDED_MAILBOXES.map((address) => [
      address,
      { address, historyId: 1000, messages: [], history: [] },
    ]),
  ),
  codes: {},
  accessTokens: {},
  refreshTokens: {},
});
