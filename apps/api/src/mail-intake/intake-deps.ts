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
