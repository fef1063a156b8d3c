import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  AuditLogPageSchema,
  InvoiceListSchema,
  ReadAsInvoiceResponseSchema,
  SkippedDocumentPageSchema,
  ThreadListSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from './support/mail-intake-harness';
import { signIn } from './support/sandbox-browser';

// The labelled real set (../shared/real-invoices, see its README).
const REAL =
  process.env.REAL_INVOICES_DIR ?? resolve(import.meta.dirname, '../../../../shared/real-invoices');
const present = existsSync(resolve(REAL, 'manifest.json'));
if (!present) console.warn(`skipped-documents: SKIPPED, no real set at ${REAL}`);
const real = (file: string) => readFileSync(resolve(REAL, 'docs', file));

// A Turkish e-invoice ("e-Arşiv Fatura") the old rules skipped ("no invoice title, number or
// total"), and a photographed W-9.
const TURKISH = 'wat-motor-tr-2025-001.pdf';
const W9 = 'neg-tax-form-01.jpg';
const VENDOR = 'muhasebe@watmotor.test';

/**
 * Skipped documents end to end: SMTP into the Gmail stand-in, Gmail's push to the real API
 * process, its worker reading the real documents; then the list, the original, the thread, and
 * "Read as invoice" through the API.
 */
describe.runIf(present)('skipped documents against the real server process', () => {
  let h: IntakeHarness;
  beforeAll(async () => {
    h = await startIntakeHarness();
  });
  afterAll(async () => {
    if (process.env.DEBUG_INTAKE) console.log(h?.server.output());
    await h?.stop();
  });

  const invoices = async () =>
    InvoiceListSchema.parse((await h.api.get('/api/admin/invoices')).body);
  const skipped = async (status = 'open') =>
    SkippedDocumentPageSchema.parse(
      (await h.api.get(`/api/skipped-documents?status=${status}`)).body,
    );

  it('reads a real invoice the old rules skipped, lists a real W-9 with its reason, and reads it as an invoice on request', {
    timeout: 240_000,
  }, async () => {
    await h.sendMail({
      from: `WAT Motor Muhasebe <${VENDOR}>`,
      to: AP_MAILBOX,
      subject: 'Fatura WIH2025000000624',
      messageId: '<fatura-624@watmotor.test>',
      text: 'Merhaba, faturamız ektedir.',
      attachments: [{ filename: TURKISH, content: real(TURKISH), contentType: 'application/pdf' }],
    });
    const invoice = await eventually(
      async () => (await invoices()).find((i) => i.invoice_number === 'WIH2025000000624'),
      'the Turkish invoice in GET /api/admin/invoices',
      120_000,
    );
    expect(invoice).toMatchObject({ status: 'draft', currency: 'EUR', amount: 3050.6 });

    const before = (await invoices()).length;
    const w9 = real(W9);
    await h.sendMail({
      from: `WAT Motor Muhasebe <${VENDOR}>`,
      to: AP_MAILBOX,
      subject: 'Our W-9',
      messageId: '<w9@watmotor.test>',
      text: 'Please find our W-9 attached.',
      attachments: [{ filename: 'W-9 WAT Motor.jpg', content: w9, contentType: 'image/jpeg' }],
    });
    const listed = await eventually(
      async () => (await skipped()).documents.find((d) => d.file_name === 'W-9 WAT Motor.jpg'),
      'the W-9 in GET /api/skipped-documents',
      150_000,
    );
    expect(listed).toMatchObject({
      reason: 'W-9 tax form, not an invoice',
      document_type: 'tax_form',
      sender: VENDOR,
      subject: 'Our W-9',
      content_type: 'image/jpeg',
      size: w9.byteLength,
      invoice_id: null,
    });
    // It did not become an invoice.
    expect((await invoices()).length).toBe(before);

    // The original, as it arrived, for this organisation only.
    const token = await signIn(h.sandbox.urls.auth, AP_MAILBOX, 'demo-password', 'org_demo');
    const original = await fetch(
      `${h.server.baseUrl}/api/skipped-documents/${listed.id}/original`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('content-disposition')).toContain('W-9 WAT Motor.jpg');
    expect(Buffer.from(await original.arrayBuffer()).equals(w9)).toBe(true);
    const otherOrg = await signIn(h.sandbox.urls.auth, AP_MAILBOX, 'demo-password', 'org_globex');
    for (const [method, path] of [
      ['GET', `/api/skipped-documents/${listed.id}/original`],
      ['POST', `/api/skipped-documents/${listed.id}/read-as-invoice`],
    ] as const) {
      const hidden = await fetch(`${h.server.baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${otherOrg}` },
      });
      expect(hidden.status).toBe(404);
    }

    // On its thread: the skipped file with its reason, and the run that says so.
    const threads = ThreadListSchema.parse((await h.api.get('/api/threads?limit=10')).body);
    const thread = threads.find((t) => t.id === listed.thread_id);
    expect(thread?.skipped_documents).toEqual([
      expect.objectContaining({ id: listed.id, reason: 'W-9 tax form, not an invoice' }),
    ]);
    const skipEvents = thread?.workflow_runs.flatMap((run) => run.events.map((e) => e.message));
    expect(skipEvents).toContainEqual(
      expect.stringContaining('Skipped W-9 WAT Motor.jpg: W-9 tax form, not an invoice'),
    );

    // "Read as invoice": one invoice, however often it is asked.
    const first = await h.api.post(`/api/skipped-documents/${listed.id}/read-as-invoice`);
    expect(first.status).toBe(200);
    const made = ReadAsInvoiceResponseSchema.parse(first.body);
    expect(made.already_read).toBe(false);
    expect(made.document).toMatchObject({ id: listed.id, read_as_invoice_by: AP_MAILBOX });
    const again = ReadAsInvoiceResponseSchema.parse(
      (await h.api.post(`/api/skipped-documents/${listed.id}/read-as-invoice`)).body,
    );
    expect(again).toMatchObject({ invoice_id: made.invoice_id, already_read: true });
    const all = await invoices();
    expect(all.length).toBe(before + 1);
    expect(all.find((i) => i.id === made.invoice_id)).toMatchObject({ status: 'draft' });

    // It keeps the W-9 as its original, and its history says a person asked for it.
    const kept = await fetch(`${h.server.baseUrl}/api/invoices/${made.invoice_id}/original`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await kept.arrayBuffer()).equals(w9)).toBe(true);
    const runs = WorkflowRunListSchema.parse(
      (await h.api.get(`/api/workflow-runs/invoice/${made.invoice_id}`)).body,
    );
    expect(runs.flatMap((run) => run.events.map((e) => e.message))).toContainEqual(
      `${AP_MAILBOX} read W-9 WAT Motor.jpg as an invoice; the assistant had skipped it: W-9 tax form, not an invoice`,
    );

    // No longer open; listed as read, and audited.
    expect((await skipped()).documents.some((d) => d.id === listed.id)).toBe(false);
    expect((await skipped('read_as_invoice')).documents).toEqual([
      expect.objectContaining({ id: listed.id, invoice_id: made.invoice_id }),
    ]);
    const audit = AuditLogPageSchema.parse(
      (await h.api.get('/api/admin/audit-log?action=skipped_document.*')).body,
    );
    expect(audit.entries).toEqual([
      expect.objectContaining({
        action: 'skipped_document.read_as_invoice',
        entity_id: listed.id,
        after: expect.objectContaining({ invoice_id: made.invoice_id }),
      }),
    ]);
  });

  it('refuses bad input with a 400 and an unknown document with a 404', async () => {
    for (const path of [
      '/api/skipped-documents?limit=0',
      '/api/skipped-documents?status=maybe',
      '/api/skipped-documents?cursor=not-a-cursor',
    ])
      expect((await h.api.get(path)).status, path).toBe(400);
    expect(
      (await h.api.post(`/api/skipped-documents/${'x'.repeat(200)}/read-as-invoice`)).status,
    ).toBe(400);
    expect((await h.api.post('/api/skipped-documents/nope/read-as-invoice')).status).toBe(404);
    expect((await h.api.get('/api/skipped-documents/nope/original')).status).toBe(404);
  });
});
