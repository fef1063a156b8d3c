import type { AppDeps } from './app-env';
import { createVerifierKeySource } from './auth/verifier-key';
import type { ApiConfig } from './config/env';
import type { Database } from './db/database';
import { createGmailClient } from './integrations/gmail/gmail-client';
import { createMoovClient } from './integrations/moov/moov-client';
import { createMemberDirectory } from './integrations/propelauth/member-directory';
import { createQuickbooksClient } from './integrations/quickbooks/quickbooks-client';
import type { JobSender } from './jobs/job-queue';

/** The services behind every call: the API server and the job workers build them alike. */
export const createAppDeps = (config: ApiConfig, db: Database, jobs: JobSender): AppDeps => {
  const getVerifierKey = createVerifierKeySource(config.auth);
  return {
    config,
    db,
    getVerifierKey,
    members: createMemberDirectory(config.auth, getVerifierKey),
    gmail: createGmailClient(config.gmail),
    quickbooks: createQuickbooksClient(config.quickbooks),
    moov: createMoovClient(config.moov),
    jobs,
  };
};
