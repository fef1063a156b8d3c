import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeInvoiceLines } from '../src/coding/apply/code-invoice-lines';
import { readChart } from '../src/coding/chart/chart-store';
import { readMappingRules } from '../src/coding/rules/rules-store';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';
import { DEMO_ORG_ID } from '../src/seed/demo-ids';
import { type Backend, backendNames, createBackend } from './support/backends';

/**
 * The review codes an invoice's lines inside its transaction: one PostgreSQL connection, which
 * must get one query at a time. node-postgres deprecates a query sent while another runs on the
 * same client (pg 9 refuses it), and under load that warning is what the logs showed.
 */
describe.skipIf(!(await backendNames()).includes('postgres'))(
  'line coding inside a transaction on PostgreSQL',
  () => {
    let backend: Backend;
    let client: pg.Client;
    let running = 0;
    let mostAtOnce = 0;

    beforeAll(async () => {
      backend = await createBackend('postgres', { seeded: true });
      client = new pg.Client({ connectionString: backend.env.DATABASE_URL });
      await client.connect();
      // Counts the queries this connection has been given and not yet answered.
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        const answer = query(...args) as Promise<unknown>;
        return answer.finally(() => {
          running -= 1;
        });
      };
    });
    afterAll(async () => {
      await client?.end();
      await backend?.dispose();
    });

    it('sends the coding reads one after another, never two at once', async () => {
      const db = drizzle(client, { schema }) as unknown as Database;
      const [line] = await db
        .select({ invoiceId: schema.lineItems.invoiceId })
        .from(schema.lineItems)
        .innerJoin(schema.invoices, eq(schema.invoices.id, schema.lineItems.invoiceId))
        .where(eq(schema.invoices.orgId, DEMO_ORG_ID))
        .limit(1);
      if (!line) throw new Error('the demo data has no invoice lines');
      let coded = false;
      await db
        .transaction(async (tx) => {
          // Lines with nothing coded yet, so the coding reads its rules, chart and protections.
          await tx
            .update(schema.lineItems)
            .set({
              quickbooksAccount: null,
              quickbooksClass: null,
              quickbooksDepartment: null,
              codingDimensions: {},
              codingSources: {},
            })
            .where(eq(schema.lineItems.invoiceId, line.invoiceId));
          mostAtOnce = 0;
          await codeInvoiceLines(tx, DEMO_ORG_ID, line.invoiceId);
          await readMappingRules(tx, DEMO_ORG_ID);
          await readChart(tx, DEMO_ORG_ID);
          coded = true;
          tx.rollback();
        })
        .catch((error: Error) => {
          if (!coded) throw error;
        });
      expect(coded).toBe(true);
      expect(mostAtOnce).toBe(1);
    });
  },
);
