import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { InvoiceListSchema } from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendNames, createBackend } from '../support/backends';
import { invoicePdf } from '../support/invoice-pdf';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from '../support/mail-intake-harness';
import {
  apiRoot,
  runNodeToExit,
  startNodeProcess,
  stopStartedProcesses,
} from '../support/node-process';

const postgres = (await backendNames()).includes('postgres');

/**
 * `pnpm --filter @ap/api build` once (into a scratch folder inside apps/api), then the built
 * API server and worker started with plain `node`, no TypeScript loader: the API serves the
 * product and turns an e-mailed PDF into an invoice (the bundled PDF reader finds its fonts
 * and data), and the worker answers its health port.
 */
describe('the production build starts with plain node', () => {
  const outdir = join('.data', `build-test-${randomBytes(4).toString('hex')}`);
  let h: IntakeHarness;
  beforeAll(async () => {
    const built = await runNodeToExit(['scripts/build.mjs', '--outdir', outdir], {});
    expect(built.code, built.output).toBe(0);
    h = await startIntakeHarness({}, undefined, [join(outdir, 'main.js')]);
  });
  afterAll(async () => {
    await stopStartedProcesses();
    await h?.stop();
    rmSync(join(apiRoot, outdir), { recursive: true, force: true });
  });

  it('the built API answers /healthz and /readyz', async () => {
    const health = await fetch(`${h.server.baseUrl}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${h.server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('the built API reads an e-mailed PDF invoice', { timeout: 90_000 }, async () => {
    await h.sendMail({
      from: 'Northwind Billing <billing@northwind.test>',
      to: AP_MAILBOX,
      subject: 'Invoice NW-BUILD-1',
      text: 'Please find our invoice attached.',
      attachments: [
        {
          filename: 'NW-BUILD-1.pdf',
          contentType: 'application/pdf',
          content: await invoicePdf({
            vendor: 'Northwind Traders Inc.',
            vendorEmail: 'billing@northwind.test',
            number: 'NW-BUILD-1',
            issueDate: '2026-11-02',
            dueDate: '2026-12-02',
            items: [
              { description: 'Toner cartridge', quantity: '2', rate: '89.50', amount: '179.00' },
            ],
            subtotal: '179.00',
            tax: '0.00',
            total: '179.00',
          }),
        },
      ],
    });
    const invoice = await eventually(async () => {
      const list = InvoiceListSchema.parse((await h.api.get('/api/admin/invoices')).body);
      return list.find((found) => found.invoice_number === 'NW-BUILD-1');
    }, 'the e-mailed invoice');
    expect(invoice.amount).toBe(179);
    expect(invoice.items.map((item) => item.description)).toEqual(['Toner cartridge']);
  });

  it.skipIf(!postgres)(
    'the built worker migrates, runs its jobs and answers its health port',
    { timeout: 120_000 },
    async () => {
      const backend = await createBackend('postgres');
      const worker = await startNodeProcess(
        [join(outdir, 'worker.js')],
        { ...backend.env, HOST: '127.0.0.1', WORKER_HEALTH_PORT: '0' },
        /health on (http:\/\/[\d.]+:\d+)/,
      ).catch(async (error: unknown) => {
        await backend.dispose();
        throw error;
      });
      try {
        const url = worker.ready[1];
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        const ready = await fetch(`${url}/readyz`);
        expect(await ready.json()).toEqual({
          status: 'ready',
          checks: { database: 'ok', jobs: 'ok', migrations: 'ok' },
        });
      } finally {
        await worker.stop();
        await backend.dispose();
      }
    },
  );
});
