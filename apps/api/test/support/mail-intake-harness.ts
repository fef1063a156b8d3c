import { randomBytes } from 'node:crypto';
import { AuthorizeResponseSchema } from '@ap/domain/contract';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { type ApiClient, createApiClient } from './api-client';
import { consent, locationOf, signIn } from './sandbox-browser';
import { type ServerProcess, startServerProcess } from './server-process';
import { waitFor } from './wait-for';

export const AP_MAILBOX = 'ap@acme.test';

export type IntakeHarness = {
  sandbox: SandboxUnderTest;
  server: ServerProcess;
  api: ApiClient;
  pushUrl: string;
  /** Sends one e-mail over SMTP into the sandbox, as a vendor's mail server would. */
  sendMail: (mail: SendMailOptions) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The real sandbox process (Gmail stand-in publishing push notifications to the API) and the
 * real API server with its in-process worker, signed in as the demo admin with the AP mailbox
 * connected through Google's consent flow. The fallback poll is pushed out of the way so
 * what happens is the push's doing.
 */
export const startIntakeHarness = async (
  serverEnv: Record<string, string> = {},
  /** Settings made before the mailbox is connected (e.g. read-only mode off to send mail). */
  beforeConnect: (api: ApiClient) => Promise<void> = async () => undefined,
  /** How the API server is started (default: the run's build, productEntry). */
  entry?: string[],
  /**
   * More settings that need the other side's address: the sandbox's from the API's base URL
   * (e.g. Moov's webhook target), the API's from the sandbox's URLs (e.g. MOOV_API_URL).
   */
  linked: {
    sandboxEnv?: (apiBaseUrl: string) => Record<string, string>;
    serverEnv?: (sandbox: SandboxUnderTest) => Record<string, string>;
  } = {},
): Promise<IntakeHarness> => {
  const port = await freePort();
  const token = randomBytes(16).toString('hex');
  const pushUrl = `http://127.0.0.1:${port}/api/gmail/push?token=${token}`;
  const sandbox = await startSandbox({
    SANDBOX_GMAIL_PUSH_ENDPOINT: pushUrl,
    ...linked.sandboxEnv?.(`http://127.0.0.1:${port}`),
  });
  const server = await startServerProcess(
    {
      API_PORT: String(port),
      API_URL: `http://127.0.0.1:${port}`,
      PROPELAUTH_AUTH_URL: sandbox.urls.auth,
      GMAIL_OAUTH_URL: sandbox.urls.gmail,
      GMAIL_API_URL: sandbox.urls.gmail,
      GMAIL_PUSH_TOKEN: token,
      MAIL_POLL_CRON: '0 0 1 1 *',
      ...serverEnv,
      ...linked.serverEnv?.(sandbox),
    },
    entry,
  );
  const api = createApiClient(
    server.baseUrl,
    await signIn(sandbox.urls.auth, AP_MAILBOX, 'demo-password', 'org_demo'),
  );
  await beforeConnect(api);
  const authorize = await api.post('/api/gmail/oauth/authorize');
  const authUrl = AuthorizeResponseSchema.parse(authorize.body).auth_url;
  const callback = await consent(authUrl, 'Choose a mailbox', { mailbox: AP_MAILBOX });
  locationOf(await fetch(callback, { redirect: 'manual' }));
  const smtp = nodemailer.createTransport({
    host: '127.0.0.1',
    port: sandbox.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  return {
    sandbox,
    server,
    api,
    pushUrl,
    sendMail: async (mail) => {
      await smtp.sendMail(mail);
    },
    stop: async () => {
      smtp.close();
      await server.stop();
      await sandbox.stop();
    },
  };
};

/** Read-only mode off, so the assistant may send mail: a setting made before connecting. */
export const allowSending = async (admin: ApiClient): Promise<void> => {
  const answer = await admin.put('/api/organization/settings/read-only-mode', {
    read_only_mode: false,
  });
  if (answer.status !== 200) throw new Error(`read-only mode not turned off: ${answer.status}`);
};

/** Invoices forwarded by colleagues are read too (internal senders: Review). */
export const reviewInternalSenders = async (admin: ApiClient): Promise<void> => {
  const answer = await admin.put('/api/organization/configurations/vendor-subset', {
    vendor_subset: { internalSenders: 'review', externalSenders: 'all', domains: [], senders: [] },
  });
  if (answer.status !== 200) throw new Error(`vendor subset not saved: ${answer.status}`);
};

/** Asks until `read` gives a value (each call is a real request), failing after `ms`. */
export const eventually = <T>(
  read: () => Promise<T | undefined>,
  what: string,
  ms = 60_000,
): Promise<T> => waitFor(what, read, ms);
