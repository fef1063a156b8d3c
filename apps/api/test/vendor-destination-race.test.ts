import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxUnderTest, startSandbox } from '@ap/sandbox/testing';
import { Moov } from '@moovio/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyLine } from '../src/crypto/data-keyring';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';
import { organizations, vendors } from '../src/db/schema';
import { moovPayments } from '../src/integrations/moov/moov-payments';
import type { PaymentDeps } from '../src/payments/payment-deps';
import { ensureVendorDestination } from '../src/payments/vendor-destination';
import { type Backend, backendNames, createBackend } from './support/backends';

// Bank numbers are sealed columns: this process needs a key of its own.
process.env.DATA_ENCRYPTION_KEY = generateKeyLine();

/**
 * Two workers paying two invoices of the same new vendor at the same instant: each one's
 * ensureVendorDestination on its own database connection (PostgreSQL: its own pool, as a
 * separate process has) against the sandbox's Moov. One Moov account must come of it.
 */
describe.each(await backendNames())('vendor Moov set-up raced on %s', (backendName) => {
  let sandbox: SandboxUnderTest;
  let backend: Backend;
  let pgliteDir: string;
  const handles: DatabaseHandle[] = [];
  const platform = () =>
    new Moov({
      security: { username: 'sandbox-moov-public', password: 'sandbox-moov-secret' },
      serverURL: sandbox.urls.moov,
      retryConfig: { strategy: 'none' },
    });

  beforeAll(async () => {
    sandbox = await startSandbox();
    backend = await createBackend(backendName);
    pgliteDir = mkdtempSync(join(tmpdir(), 'ap-vendor-race-'));
    const open = () =>
      openDatabase({ databaseUrl: backend.env.DATABASE_URL || undefined, pgliteDir });
    handles.push(await open());
    await migrateDatabase(handles[0] as DatabaseHandle);
    // PGlite is one process with one connection; PostgreSQL gets a second, separate pool.
    if (backendName === 'postgres') handles.push(await open());
    await handles[0]?.db.insert(organizations).values({ id: 'org_race', name: 'Race Corp' });
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await backend?.dispose();
    await sandbox?.stop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  });

  const depsOn = (handle: DatabaseHandle): PaymentDeps => ({
    db: handle.db,
    config: {} as PaymentDeps['config'],
    moov: moovPayments(async () => platform()),
    jobs: { send: async () => undefined, sendMany: async () => undefined },
  });

  it('makes exactly one Moov account and one payment method for the vendor', async () => {
    const id = `vendor_${randomUUID()}`;
    const first = handles[0] as DatabaseHandle;
    const [vendor] = await first.db
      .insert(vendors)
      .values({
        id,
        orgId: 'org_race',
        name: 'Brand New Supplies',
        accountNumber: '000123456789',
        routingNumber: '011000015',
      })
      .returning();
    if (!vendor) throw new Error('vendor not inserted');
    const second = handles[1] ?? first;
    const [a, b] = await Promise.all([
      ensureVendorDestination(depsOn(first), vendor),
      ensureVendorDestination(depsOn(second), vendor),
    ]);

    const { result: accounts } = await platform().accounts.list({ foreignID: `vendor:${id}` });
    expect(accounts.map((account) => account.foreignID)).toEqual([`vendor:${id}`]);
    expect(a).toBe(b);
    const [stored] = await first.db.select().from(vendors).where(eq(vendors.id, id));
    expect(stored?.moovAccountId).toBe(accounts[0]?.accountID);
    expect(stored?.moovPaymentMethodId).toBe(a);
  });
});
