import {
  ApiErrorSchema,
  InvoiceChangesSchema,
  InvoiceListRowsSchema,
  type InvoicePageRow,
  InvoicePageSchema,
  InvoiceSchema,
} from '@ap/domain/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './support/api-client';
import { backendNames } from './support/backends';
import { DEMO_ORG, OTHER_ORG, startTestServer, type TestServer } from './support/test-server';

const backends = await backendNames();

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const withoutCreatedAt = ({ created_at: _, ...row }: InvoicePageRow) => row;

describe.each(backends)('invoice list pages and changes on %s', (backend) => {
  let server: TestServer;
  let api: ApiClient;
  let other: ApiClient;

  const page = async (query: string) => {
    const answer = await api.get(`/api/invoices/page${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return InvoicePageSchema.parse(answer.body);
  };
  const changes = async (since: string, client = api) => {
    const answer = await client.get(`/api/invoices/changes?since=${encodeURIComponent(since)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return InvoiceChangesSchema.parse(answer.body);
  };
  const fullList = async () => InvoiceListRowsSchema.parse((await api.get('/api/invoices/')).body);

  beforeAll(async () => {
    server = await startTestServer(backend);
    api = createApiClient(server.baseUrl, await server.mint({ activeOrg: DEMO_ORG }));
    other = createApiClient(
      server.baseUrl,
      await server.mint({ userId: 'user_other', activeOrg: OTHER_ORG }),
    );
  });
  afterAll(() => server?.close());

  it('pages through the whole list in its order, each row the list row and its creation time', async () => {
    const list = await fullList();
    const pages = [];
    let cursor: string | null = null;
    do {
      const next = await page(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(next);
      cursor = next.next_cursor;
    } while (cursor && pages.length < 10);
    expect(pages.map((p) => p.invoices.length)).toEqual([2, 2, 2]);
    const rows = pages.flatMap((p) => p.invoices);
    expect(rows.map(withoutCreatedAt)).toEqual(list);
    const whole = InvoiceSchema.parse((await api.get(`/api/invoices/${rows[3]?.id}`)).body);
    expect(rows[3]?.created_at).toBe(whole.created_at);

    const all = await page('');
    expect(all.invoices.map((row) => row.id)).toEqual(list.map((row) => row.id));
    expect(all.next_cursor).toBeNull();
    expect(all.version).toMatch(/^\d+:\d+:/);
  });

  it('refuses a bad page size, cursor or version with 400, never a 500', async () => {
    const refused = [
      '/api/invoices/page?limit=0',
      '/api/invoices/page?limit=1001',
      '/api/invoices/page?limit=ten',
      '/api/invoices/page?limit=1.5',
      '/api/invoices/page?cursor=!!',
      `/api/invoices/page?cursor=${b64('hello')}`,
      `/api/invoices/page?cursor=${b64('2026-02-30T10:00:00.000000Z|inv_demo_ready')}`,
      `/api/invoices/page?cursor=${b64(`2026-01-01T10:00:00.000000Z|${'x'.repeat(200)}`)}`,
      '/api/invoices/changes',
      '/api/invoices/changes?since=garbage',
      '/api/invoices/changes?since=9:5:',
      '/api/invoices/changes?since=5:9:12',
    ];
    for (const path of refused) {
      const answer = await api.get(path);
      expect(answer.status, path).toBe(400);
      expect(ApiErrorSchema.parse(answer.body).error, path).toBe('validation_error');
    }
  });

  it('answers what changed since a version: nothing, a saved invoice, a deleted one', async () => {
    const start = (await page('?limit=1')).version;
    const quiet = await changes(start);
    expect(quiet).toMatchObject({ invoices: [], deleted_ids: [], reset: false });

    await api.patch('/api/invoices/inv_demo_ready', {
      invoice_id: 'inv_demo_ready',
      invoice_number: 'SYNC-1',
      amount: 99.5,
    });
    const saved = await changes(quiet.version);
    const row = saved.invoices.find((invoice) => invoice.id === 'inv_demo_ready');
    expect(row).toMatchObject({ invoice_number: 'SYNC-1', amount: 99.5 });
    // Every row it carries is the row as the list now shows it.
    const list = await fullList();
    for (const changed of saved.invoices)
      expect(withoutCreatedAt(changed)).toEqual(list.find((r) => r.id === changed.id));
    expect(saved.deleted_ids).toEqual([]);
    expect((await changes(saved.version)).invoices).toEqual([]);

    expect((await api.delete('/api/admin/invoices/inv_demo_processing')).status).toBe(200);
    const deleted = await changes(saved.version);
    expect(deleted).toMatchObject({ invoices: [], deleted_ids: ['inv_demo_processing'] });

    // From the first version both show; another org sees none of it.
    const since = await changes(start);
    expect(since.invoices.map((r) => r.id)).toContain('inv_demo_ready');
    expect(since.deleted_ids).toEqual(['inv_demo_processing']);
    expect(await changes(start, other)).toMatchObject({ invoices: [], deleted_ids: [] });
    const otherPage = InvoicePageSchema.parse((await other.get('/api/invoices/page')).body);
    expect(otherPage.invoices).toEqual([]);
  });

  it('asks for a fresh start (reset) from a version this database never handed out', async () => {
    const current = (await page('?limit=1')).version;
    const [xmin] = current.split(':');
    const ahead = `${xmin}:${BigInt(current.split(':')[1] ?? 0) + 1_000_000n}:`;
    expect(await changes(ahead)).toMatchObject({ reset: true, invoices: [], deleted_ids: [] });
  });

  it.runIf(backend === 'postgres')(
    'sees a change committed after the version was read, and writes that bypass the API',
    async () => {
      const db = new pg.Client({ connectionString: server.databaseUrl });
      await db.connect();
      try {
        const etag = (await api.get('/api/invoices/')).headers.get('etag') ?? '';
        // A writer that started before the reader and commits after it.
        await db.query('begin');
        await db.query(
          "update invoices set invoice_number = 'LATE-1' where id = 'inv_demo_high_value'",
        );
        const version = (await page('?limit=1')).version;
        await db.query('commit');
        const late = await changes(version);
        expect(late.invoices.find((r) => r.id === 'inv_demo_high_value')).toMatchObject({
          invoice_number: 'LATE-1',
        });
        // The whole list's ETag sees it too, though no audit row or data version moved.
        const list = await api.get('/api/invoices/', { 'If-None-Match': etag });
        expect(list.status).toBe(200);

        // A renamed vendor changes the rows of its invoices.
        await db.query(
          "update vendors set name = 'Renamed Office Co' where id = 'ven_demo_office'",
        );
        const renamed = await changes(late.version);
        const ofVendor = (await fullList()).filter((r) => r.vendor?.id === 'ven_demo_office');
        expect(ofVendor.length).toBeGreaterThan(0);
        expect(renamed.invoices.map((r) => r.id).sort()).toEqual(ofVendor.map((r) => r.id).sort());
        for (const r of renamed.invoices) expect(r.vendor?.name).toBe('Renamed Office Co');
        // An update that changes nothing is no change.
        await db.query("update invoices set status = status where org_id = 'org_demo'");
        expect((await changes(renamed.version)).invoices).toEqual([]);
      } finally {
        await db.end();
      }
    },
  );
});
