import { createHash } from 'node:crypto';
import type { skippedDocuments } from '../db/schema';
import { DEMO_ORG_ID, DEMO_USER_EMAIL } from './demo-ids';

type SkippedInsert = typeof skippedDocuments.$inferInsert;

const file = (text: string) => {
  const content = Buffer.from(text, 'utf8');
  return {
    content,
    size: content.byteLength,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
};

const W9 = `Form W-9 (Rev. March 2024)
Request for Taxpayer Identification Number and Certification
Department of the Treasury, Internal Revenue Service
1 Name of entity/individual: Office Supplies Co
3a Federal tax classification: C corporation
5 Address: 400 Market Street, Springfield, IL 62701
Part I Taxpayer Identification Number (TIN)
Employer identification number: 12-3456789
Part II Certification
Under penalties of perjury, I certify that the number shown on this form is my correct taxpayer identification number.
`;

const STATEMENT = `Greenleaf Catering LLC
88 Orchard Lane, Springfield, IL 62704
hello@greenleaf.test

Statement of account
Customer: Acme Corp
Statement date: 2026-11-18

Opening balance                               0.00
Offsite lunch buffet, 40 guests           1,120.00
Coffee and pastries                         120.00
Closing balance                           1,240.00
Balance due: 1,240.00 USD
`;

/** Two attachments the assistant did not take as invoices, on demo threads. */
export const demoSkippedDocuments: SkippedInsert[] = [
  {
    id: 'skd_demo_w9',
    orgId: DEMO_ORG_ID,
    messageKey: '<w9@officesupplies.test>',
    gmailMessageId: 'demo-msg-w9',
    threadId: 'thr_demo_office',
    mailbox: DEMO_USER_EMAIL,
    senderAddress: 'billing@officesupplies.test',
    subject: 'Our W-9 for your records',
    receivedAt: new Date('2026-11-20T15:10:00Z'),
    fileName: 'W-9 Office Supplies Co.txt',
    contentType: 'text/plain',
    reason: 'W-9 tax form, not an invoice',
    documentType: 'tax_form',
    createdAt: new Date('2026-11-20T15:10:05Z'),
    ...file(W9),
  },
  {
    id: 'skd_demo_statement',
    orgId: DEMO_ORG_ID,
    messageKey: '<statement-nov@greenleaf.test>',
    gmailMessageId: 'demo-msg-statement',
    threadId: 'thr_demo_catering',
    mailbox: DEMO_USER_EMAIL,
    senderAddress: 'hello@greenleaf.test',
    subject: 'Statement for the offsite',
    receivedAt: new Date('2026-11-18T09:20:00Z'),
    fileName: 'Greenleaf statement November.txt',
    contentType: 'text/plain',
    reason: 'account statement, not an invoice',
    documentType: 'statement',
    createdAt: new Date('2026-11-18T09:20:04Z'),
    ...file(STATEMENT),
  },
];
