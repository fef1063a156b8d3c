import { type Backend, createBackend, defaultBackend } from './backends';
import { type ServerProcess, startServerProcess } from './server-process';
import { createTokenIssuer } from './tokens';

export type TestServer = ServerProcess & {
  backend: Backend['name'];
  /** Set on the PostgreSQL backend, for tests that look at the database itself. */
  databaseUrl: string | undefined;
  mint: Awaited<ReturnType<typeof createTokenIssuer>>['mint'];
  close: () => Promise<void>;
};

/**
 * One seeded server process, with a token minter its key trusts: on the given backend, or with
 * 'default' where a test that does not care about the database runs (backends.ts).
 */
export const startTestServer = async (
  backendChoice: Backend['name'] | 'default',
  env: Record<string, string> = {},
): Promise<TestServer> => {
  const backendName = backendChoice === 'default' ? defaultBackend() : backendChoice;
  const backend = await createBackend(backendName, { seeded: true });
  const issuer = await createTokenIssuer();
  const server = await startServerProcess({
    PROPELAUTH_VERIFIER_KEY: issuer.verifierKeyPem,
    PROPELAUTH_AUTH_URL: 'http://localhost:4010',
    SEED_DEMO: 'true',
    ...backend.env,
    ...env,
  });
  return {
    ...server,
    backend: backendName,
    databaseUrl: backend.env.DATABASE_URL || undefined,
    mint: issuer.mint,
    close: async () => {
      await server.stop();
      await backend.dispose();
    },
  };
};

export const DEMO_ORG = { orgId: 'org_demo', orgName: 'Acme Corp' };
export const OTHER_ORG = { orgId: 'org_other', orgName: 'Other Inc' };
