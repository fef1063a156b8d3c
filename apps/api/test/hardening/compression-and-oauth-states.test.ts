import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Caller } from '../../src/auth/caller';
import { openDatabase } from '../../src/db/database';
import { oauthStates } from '../../src/db/schema';
import { consumeOauthState, issueOauthState } from '../../src/integrations/oauth-state';
import { type ApiClient, createApiClient } from '../support/api-client';
import { DEMO_ORG, startTestServer, type TestServer } from '../support/test-server';

describe('response compression follows Accept-Encoding, q-values included', () => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer('default');
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
  });
  afterAll(() => server?.close());

  it.each(['/api/invoices/', '/api/admin/vendors', '/api/tasks'])('%s', async (path) => {
    const encoding = async (accept: string) =>
      (await api.get(path, { 'Accept-Encoding': accept })).headers.get('content-encoding');
    expect(await encoding('gzip')).toBe('gzip');
    expect(await encoding('gzip;q=0')).toBeNull();
    expect(await encoding('gzip;q=0, identity')).toBeNull();
    expect(await encoding('*;q=0.5')).not.toBeNull();
    expect(await encoding('identity')).toBeNull();
  });
});

describe('expired OAuth states are purged', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ap-oauth-states-'));
  // Only the ids matter to the state table.
  const caller = {
    userId: 'user_test',
    email: 'ap@acme.test',
    firstName: null,
    lastName: null,
    orgId: 'org_demo',
    orgName: 'Acme Corp',
  } as Caller;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when a state is issued or used, and an expired state is refused', async () => {
    cpSync(inject('pgliteTemplate'), dir, { recursive: true });
    const database = await openDatabase({ databaseUrl: undefined, pgliteDir: dir });
    try {
      const { db } = database;
      const old = new Date(Date.now() - 16 * 60 * 1000);
      const row = { orgId: 'org_demo', service: 'gmail' as const, userId: 'user_test' };
      await db.insert(oauthStates).values([
        { ...row, state: 'expired-1', createdAt: old },
        { ...row, state: 'expired-2', createdAt: old },
      ]);
      const fresh = await issueOauthState(db, caller, 'gmail');
      const states = await db.select({ state: oauthStates.state }).from(oauthStates);
      expect(states.map((s) => s.state)).toEqual([fresh]);

      await db.insert(oauthStates).values({ ...row, state: 'expired-3', createdAt: old });
      expect(await consumeOauthState(db, 'expired-3', 'gmail')).toBeUndefined();
      expect(await db.select().from(oauthStates).where(eq(oauthStates.state, 'expired-3'))).toEqual(
        [],
      );
      expect((await consumeOauthState(db, fresh, 'gmail'))?.orgId).toBe('org_demo');
    } finally {
      await database.close();
    }
  });
});
