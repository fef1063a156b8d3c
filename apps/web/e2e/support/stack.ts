import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import { type ApiProcess, startApiProcess } from './api-process';
import { buildWeb } from './build-web';
import { serveBuild } from './static-server';

/** Where the running stack listens; handed to the tests through the environment. */
export type StackUrls = {
  web: string;
  /** The same build whose /api proxy points at a port nobody listens on. */
  webWithoutApi: string;
  api: string;
  auth: string;
  gmail: string;
  quickbooks: string;
  moov: string;
  /** The sandbox's SMTP listener (mail into the Gmail stand-in), e.g. smtp://127.0.0.1:2525. */
  smtp: string;
};

export type Stack = {
  urls: StackUrls;
  sandbox: SandboxUnderTest;
  api: ApiProcess;
  stop: () => Promise<void>;
};

/**
 * The whole product on loopback: the sandbox stand-ins, the API server (demo seed) pointed at
 * them, and the production build of apps/web served with /api proxied. `E2E_WEB_BUILD` reuses
 * an existing build directory instead of building (for quick local reruns).
 */
export const startStack = async (
  options: { pgliteDir?: string; apiEnv?: Record<string, string> } = {},
): Promise<Stack> => {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const [webPort, deadWebPort, deadApiPort, apiPort, moovPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const web = `http://localhost:${webPort}`;
    const reuse = process.env.E2E_WEB_BUILD;
    const outDir = reuse && existsSync(reuse) ? reuse : mkdtempSync(join(tmpdir(), 'ap-e2e-web-'));
    if (outDir !== reuse) stops.push(async () => rmSync(outDir, { recursive: true, force: true }));
    const moov = `http://localhost:${moovPort}`;
    // Gmail pushes new mail to the API at once (as Pub/Sub does), so a spec that e-mails an
    // invoice sees it read in seconds rather than at the next minute's poll.
    const pushToken = randomBytes(16).toString('hex');
    const pushEndpoint = `http://127.0.0.1:${apiPort}/api/gmail/push?token=${pushToken}`;
    const [sandbox] = await Promise.all([
      startSandbox({
        APP_URL: web,
        SANDBOX_MOOV_PORT: String(moovPort),
        SANDBOX_GMAIL_PUSH_ENDPOINT: pushEndpoint,
      }),
      outDir === reuse ? undefined : buildWeb(outDir, { MOOV_API_URL: moov }),
    ]);
    stops.push(() => sandbox.stop());
    const api = await startApiProcess(
      apiPort,
      {
        APP_URL: web,
        PROPELAUTH_AUTH_URL: sandbox.urls.auth,
        GMAIL_OAUTH_URL: sandbox.urls.gmail,
        GMAIL_API_URL: sandbox.urls.gmail,
        QUICKBOOKS_OAUTH_URL: sandbox.urls.quickbooks,
        QUICKBOOKS_API_URL: sandbox.urls.quickbooks,
        MOOV_API_URL: moov,
        GMAIL_PUSH_TOKEN: pushToken,
        ...options.apiEnv,
      },
      options.pgliteDir,
    );
    stops.push(api.stop);
    const [served, servedWithoutApi] = await Promise.all([
      serveBuild(outDir, webPort, api.url),
      serveBuild(outDir, deadWebPort, `http://127.0.0.1:${deadApiPort}`),
    ]);
    stops.push(served.close, servedWithoutApi.close);
    return {
      urls: {
        web,
        webWithoutApi: servedWithoutApi.url,
        api: api.url,
        ...sandbox.urls,
        moov,
        smtp: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      },
      sandbox,
      api,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
