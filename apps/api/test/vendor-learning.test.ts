import {
  AuditLogPageSchema,
  type Invoice,
  InvoiceListSchema,
  InvoiceSchema,
  VendorReadingRulesSchema,
  WorkflowRunListSchema,
} from '@ap/domain/contract';
import { faintNumberPhoto } from '@ap/extraction/fixtures/faint-number-photo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AP_MAILBOX,
  eventually,
  type IntakeHarness,
  startIntakeHarness,
} from './support/mail-intake-harness';

const VENDOR = 'billing@ostara-events.test';

/** A vendor whose "Total" is the order's value: what the invoice asks for is after a deposit. */
const ostaraInvoice = (number: string, date: string) =>
  [
    'Ostara Events GmbH',
    'Lindenstraße 5, 10969 Berlin',
    '',
    `Rechnung Nr. ${number}`,
    `Datum ${date}`,
    '',
    'Kunde: Acme Corp',
    '',
    'Konferenzraum, 2 Tage                     5.000,00',
    'Total                                     5.000,00 EUR',
    'Anzahlung erhalten                       -2.000,00 EUR',
    'Balance to pay                            3.000,00 EUR',
    '',
  ].join('\n');

/**
 * Learning from corrections end to end: an invoice e-mailed over SMTP is read, a person corrects its total
 * through the API, and the next invoice from the same sender is read right, with the run
 * saying so; forgetting the rule reads the third one as the rules alone would.
 */
describe('corrections that teach, against the real sandbox and server processes', () => {
  let h: IntakeHarness;
  beforeAll(async () => {
    // Tesseract alone: the second OCR reader reads the photo's pale number, which this file needs
    // missed so that a person's correction teaches where it is printed.
    h = await startIntakeHarness({ OCR_SECOND_READER: 'off' });
  });
  afterAll(async () => {
    if (process.env.DEBUG_INTAKE) console.log(h?.server.output());
    await h?.stop();
  });

  const mailInvoice = async (number: string, date: string) =>
    h.sendMail({
      from: `Ostara Billing <${VENDOR}>`,
      to: AP_MAILBOX,
      subject: `Rechnung ${number}`,
      messageId: `<${number}@ostara-events.test>`,
      text: 'Anbei unsere Rechnung.',
      attachments: [
        {
          filename: `${number}.txt`,
          content: ostaraInvoice(number, date),
          contentType: 'text/plain',
        },
      ],
    });
  const invoiceNumbered = (number: string): Promise<Invoice> =>
    eventually(async () => {
      const all = InvoiceListSchema.parse((await h.api.get('/api/admin/invoices')).body);
      return all.find((invoice) => invoice.invoice_number === number);
    }, `invoice ${number}`);
  const readingRun = async (id: string) => {
    const runs = WorkflowRunListSchema.parse(
      (await h.api.get(`/api/workflow-runs/invoice/${id}`)).body,
    );
    return runs.find((run) => run.events.some((event) => event.node_name === 'extract_invoice'));
  };

  it('records a correction, learns the total label, and reads the next invoice with it', {
    timeout: 180_000,
  }, async () => {
    await mailInvoice('OE-318', '20.01.2026');
    const first = await invoiceNumbered('OE-318');
    // The rules alone take the order's total.
    expect(first.amount).toBe(5000);
    expect(first.currency).toBe('EUR');
    const vendorId = first.vendor_id as string;
    expect(vendorId).toBeTruthy();

    const saved = await h.api.patch(`/api/invoices/${first.id}`, {
      invoice_id: first.id,
      amount: 3000,
    });
    expect(saved.status).toBe(200);
    expect(InvoiceSchema.parse(saved.body).amount).toBe(3000);

    // The save answers at once, with the correction recorded; a job learns what it teaches.
    const learned = await eventually(async () => {
      const rules = VendorReadingRulesSchema.parse(
        (await h.api.get(`/api/vendors/${vendorId}/reading-rules`)).body,
      );
      return rules.rules.length > 0 ? rules : undefined;
    }, 'the learned label');
    expect(learned.corrections).toBe(1);
    expect(learned.rules.map((rule) => [rule.kind, rule.value, rule.learned_from])).toEqual([
      ['total_label', 'balance to pay', AP_MAILBOX],
    ]);

    await mailInvoice('OE-352', '17.02.2026');
    const second = await invoiceNumbered('OE-352');
    expect(second.amount).toBe(3000);
    expect(second.vendor_id).toBe(vendorId);
    const run = await readingRun(second.id);
    expect(run?.summary).toContain('Read with what was learned from 1 correction.');
    expect(run?.events.map((event) => event.message)).toContain(
      'Read with what was learned from 1 correction (where it prints the total)',
    );

    // Forgotten: the next invoice is read as the rules alone read it, and the forget is audited.
    const [rule] = learned.rules;
    expect((await h.api.delete(`/api/vendor-reading-rules/${rule?.id}`)).status).toBe(200);
    await mailInvoice('OE-377', '16.03.2026');
    const third = await invoiceNumbered('OE-377');
    expect(third.amount).toBe(5000);
    expect((await readingRun(third.id))?.summary).not.toContain('learned');
    const audit = AuditLogPageSchema.parse(
      (await h.api.get('/api/admin/audit-log?action=vendor.reading_rule.forget')).body,
    );
    expect(audit.entries[0]).toMatchObject({
      entity_id: vendorId,
      before: { kind: 'total_label' },
    });
  });

  it("moves an invoice to another vendor and sends the sender's next invoice there", {
    timeout: 180_000,
  }, async () => {
    const other = 'accounts@ostara-berlin.test';
    await h.sendMail({
      from: `Ostara Accounts <${other}>`,
      to: AP_MAILBOX,
      subject: 'Rechnung OE-401',
      messageId: '<OE-401@ostara-berlin.test>',
      text: 'Anbei.',
      attachments: [
        {
          filename: 'OE-401.txt',
          content: ostaraInvoice('OE-401', '01.04.2026').replace(
            'Ostara Events GmbH',
            'Ostara Berlin',
          ),
          contentType: 'text/plain',
        },
      ],
    });
    const moved = await invoiceNumbered('OE-401');
    const first = await invoiceNumbered('OE-318');
    expect(moved.vendor_id).not.toBe(first.vendor_id);
    const answer = await h.api.put(`/api/invoices/${moved.id}/vendor`, {
      vendor_id: first.vendor_id,
    });
    expect(answer.status).toBe(200);
    await h.sendMail({
      from: `Ostara Accounts <${other}>`,
      to: AP_MAILBOX,
      subject: 'Rechnung OE-402',
      messageId: '<OE-402@ostara-berlin.test>',
      text: 'Anbei.',
      attachments: [
        {
          filename: 'OE-402.txt',
          content: ostaraInvoice('OE-402', '02.04.2026').replace(
            'Ostara Events GmbH',
            'Ostara Berlin',
          ),
          contentType: 'text/plain',
        },
      ],
    });
    const next = await invoiceNumbered('OE-402');
    expect(next.vendor_id).toBe(first.vendor_id);
    const run = await readingRun(next.id);
    expect(run?.events.map((event) => event.message)).toContain(
      `Matched vendor ${first.vendor?.name} by learned alias`,
    );
  });

  it('learns where a photo prints its number (OCR after the save) and reads the next photo there', {
    timeout: 180_000,
  }, async () => {
    const sender = 'accounts@northwind-tiles.test';
    const mailPhoto = (number: string, date: string, shift: number) =>
      h.sendMail({
        from: `Northwind Tiles <${sender}>`,
        to: AP_MAILBOX,
        subject: `Invoice ${number}`,
        messageId: `<${number}@northwind-tiles.test>`,
        text: 'Please find our invoice attached.',
        attachments: [
          {
            filename: `${number}.png`,
            content: Buffer.from(faintNumberPhoto(number, date, shift)),
            contentType: 'image/png',
          },
        ],
      });
    await mailPhoto('IV6511043820', '30/11/2022', 0);
    const first = await eventually(async () => {
      const all = InvoiceListSchema.parse((await h.api.get('/api/admin/invoices')).body);
      return all.find((invoice) => invoice.amount === 4173);
    }, 'the first photo read');
    // The pale number has no label: the page's read finds none, and a person fills it in (a
    // field left empty and filled counts as a correction, as a wrong one does).
    expect(first.invoice_number).toBeNull();
    const saved = await h.api.patch(`/api/invoices/${first.id}`, {
      invoice_id: first.id,
      invoice_number: 'IV6511043820',
    });
    expect(saved.status).toBe(200);
    // The save answers at once; the photo is read again with OCR in a job, which learns the place.
    const rule = await eventually(async () => {
      const learned = VendorReadingRulesSchema.parse(
        (await h.api.get(`/api/vendors/${first.vendor_id}/reading-rules`)).body,
      );
      return learned.rules.find((candidate) => candidate.kind === 'invoice_number_place');
    }, 'the learned place');
    expect(rule.value).toMatch(/^page 1, .* % across, .* % down, shaped IV##########$/);

    await mailPhoto('IV6512014004', '09/12/2022', 14);
    const second = await invoiceNumbered('IV6512014004');
    expect(second.vendor_id).toBe(first.vendor_id);
    const run = await readingRun(second.id);
    expect(run?.events.map((event) => event.message)).toContain(
      'Read with what was learned from 1 correction (where it prints the invoice number)',
    );
  });
});
