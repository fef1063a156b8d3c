import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { extractVendorDetails, isValidRoutingNumber, readVendorReply } from '../src/index';
import { w9Pdf } from './support/w9-pdf';

const pdf = (lines: string[]): Promise<Buffer> =>
  new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (const line of lines) doc.text(line);
    doc.end();
  });

const eml = (body: string, attachment?: { filename: string; bytes: Buffer }) => {
  const boundary = 'b1';
  const head = [
    'From: Jo <jo@vendor.test>',
    'To: ap@acme.test',
    'Subject: Re: Invoice 42',
    'Message-ID: <r1@vendor.test>',
    'In-Reply-To: <a1@acme.test>',
    'MIME-Version: 1.0',
  ];
  if (!attachment)
    return new TextEncoder().encode(
      [...head, 'Content-Type: text/plain; charset=UTF-8', '', body].join('\r\n'),
    );
  return new TextEncoder().encode(
    [
      ...head,
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=UTF-8',
      '',
      body,
      `--${boundary}`,
      `Content-Type: application/pdf; name="${attachment.filename}"`,
      `Content-Disposition: attachment; filename="${attachment.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      attachment.bytes.toString('base64'),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
};

describe('reading the vendor details a reply gives', () => {
  it('reads a tax id and bank details written in prose and as labelled lines', () => {
    const details = extractVendorDetails(
      [
        'Hi, our EIN is 12-3456789.',
        'Bank name: First Test Bank',
        'Bank address: 1 Money St, Springfield',
        'Beneficiary: Acme Widgets LLC',
        'Routing number: 021000021',
        'Account number: 000123456789',
        'Legal name: Acme Widgets LLC',
        'Entity type: LLC',
        'Legal address: 5 Factory Rd, Springfield',
      ].join('\n'),
    );
    expect(details).toEqual({
      tax_id: '12-3456789',
      tax_id_type: 'EIN',
      bank_name: 'First Test Bank',
      bank_address: '1 Money St, Springfield',
      bank_account_beneficiary: 'Acme Widgets LLC',
      routing_number: '021000021',
      account_number: '000123456789',
      legal_entity_name: 'Acme Widgets LLC',
      legal_entity_type: 'LLC',
      legal_address: '5 Factory Rd, Springfield',
    });
  });

  it('refuses a routing number that fails the ABA checksum, and ignores quoted history', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('123456789')).toBe(false);
    const details = extractVendorDetails(
      [
        'Routing: 123456789',
        '',
        'On Mon, 1 Jan 2026, ap@acme.test wrote:',
        '> Please send your tax ID 98-7654321',
      ].join('\n'),
    );
    expect(details).toEqual({});
  });

  it('reads nothing from a reply that carries no details', () => {
    expect(extractVendorDetails('Thanks, we will send it next week.')).toEqual({});
  });

  it('reads the body of a reply e-mail and notices an attached W-9', async () => {
    const w9 = await pdf([
      'Form W-9 Request for Taxpayer Identification Number and Certification',
      'Name: Acme Widgets LLC',
      'Employer identification number: 12-3456789',
    ]);
    const reply = await readVendorReply(
      eml('Please find our W-9 attached.\nRouting: 021000021\nAccount: 55501234', {
        filename: 'w9.pdf',
        bytes: w9,
      }),
    );
    expect(reply.w9Attached).toBe(true);
    expect(reply.details).toMatchObject({
      tax_id: '12-3456789',
      routing_number: '021000021',
      account_number: '55501234',
    });
  });

  it('reads a filled-in W-9 form attached to a reply: tax id, legal name, entity type and address', async () => {
    const reply = await readVendorReply(
      eml('Here is our W-9.', {
        filename: 'W9.pdf',
        bytes: await w9Pdf({
          name: 'Widget Works LLC',
          classification: 'LLC',
          llcLetter: 'P',
          address: '77 Mill Lane',
          cityStateZip: 'Portland, OR 97201',
          ein: '12-3456789',
        }),
      }),
    );
    expect(reply.w9Attached).toBe(true);
    expect(reply.details).toEqual({
      tax_id: '12-3456789',
      tax_id_type: 'EIN',
      legal_entity_name: 'Widget Works LLC',
      legal_entity_type: 'LLC',
      legal_address: '77 Mill Lane, Portland, OR 97201',
    });
  });
});
