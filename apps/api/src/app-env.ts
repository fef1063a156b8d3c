import type { Caller } from './auth/caller';
import type { VerifierKey } from './auth/verifier-key';
import type { ApiConfig } from './config/env';
import type { Database } from './db/database';
import type { GmailClient } from './integrations/gmail/gmail-client';
import type { MoovClient } from './integrations/moov/moov-client';
import type { MemberDirectory } from './integrations/propelauth/member-directory';
import type { QuickbooksClient } from './integrations/quickbooks/quickbooks-client';
import type { JobSender } from './jobs/job-queue';

/** What every route needs, built once at start-up. */
export type AppDeps = {
  config: ApiConfig;
  db: Database;
  getVerifierKey: () => Promise<VerifierKey>;
  gmail: GmailClient;
  quickbooks: QuickbooksClient;
  moov: MoovClient;
  /** The organisation's members at the auth service (PropelAuth's backend API). */
  members: MemberDirectory;
  /** Enqueues background jobs (mail intake; the worker runs them). */
  jobs: JobSender;
};

/**
 * Hono environment: the authenticated caller is set by the auth middleware, the request id by
 * the request observability (observability/request-observability.ts).
 */
export type AppEnv = { Variables: { caller: Caller; requestId: string } };
