import type { ApiConfig } from '../config/env';
import type { Database } from '../db/database';
import type { GmailMailboxReader } from '../integrations/gmail/gmail-mailbox-reader';
import type { JobSender } from '../jobs/job-queue';

/** What every stage of mail intake needs; the API server and the worker build the same. */
export type IntakeDeps = {
  db: Database;
  config: ApiConfig;
  reader: GmailMailboxReader;
  jobs: JobSender;
};

/** Queue names of mail intake (pg-boss queues). */
export const INTAKE_JOBS = {
  /** `{orgId}`: read what is new in the org's mailbox and queue each message. */
  sync: 'mail-intake-sync',
  /** `{orgId, gmailMessageId}`: read one message and turn its invoices into data. */
  message: 'mail-intake-message',
  /** `{}`: the fallback poll; queues a sync of every connected mailbox. */
  poll: 'mail-intake-poll',
} as const;

export type SyncJob = { orgId: string };
export type MessageJob = { orgId: string; gmailMessageId: string };
