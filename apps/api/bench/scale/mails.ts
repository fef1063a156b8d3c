import nodemailer from 'nodemailer';
import { invoicePdf } from '../../test/support/invoice-pdf';
import type { BenchOrganization } from './organizations';

export type BenchMail = {
  org: BenchOrganization;
  number: string;
  from: string;
  subject: string;
  pdf: Buffer;
};

const VENDORS = [
  { name: 'Northwind Traders Inc.', email: 'billing@northwind.test' },
  { name: 'Contoso Office Supply LLC', email: 'invoices@contoso.test' },
  { name: 'Fabrikam Facilities Co.', email: 'ar@fabrikam.test' },
  { name: 'Tailspin Logistics Ltd.', email: 'billing@tailspin.test' },
  { name: 'Litware Software Inc.', email: 'accounts@litware.test' },
];

/**
 * `count` e-mails, each with its own one-page digital PDF invoice (its own number, so its own
 * file), interleaved over the organisations: mail i goes to organisation i mod n, from one of
 * five vendors. Made before the clock starts.
 */
export const makeMails = async (
  run: string,
  organizations: BenchOrganization[],
  count: number,
): Promise<BenchMail[]> => {
  const mails: BenchMail[] = [];
  for (let i = 0; i < count; i++) {
    const org = organizations[i % organizations.length] as BenchOrganization;
    const vendor = VENDORS[Math.floor(i / organizations.length) % VENDORS.length] as {
      name: string;
      email: string;
    };
    const number = `${run}-${org.mailbox.slice(3, 12)}-${String(i).padStart(5, '0')}`;
    const quantity = 1 + (i % 9);
    const rate = 20 + (i % 50);
    const amount = quantity * rate;
    const tax = Math.round(amount * 8) / 100;
    const pdf = await invoicePdf({
      vendor: vendor.name,
      vendorEmail: vendor.email,
      number,
      issueDate: '2026-11-02',
      dueDate: '2026-12-02',
      items: [
        {
          description: 'Consulting hours',
          quantity: String(quantity),
          rate: rate.toFixed(2),
          amount: amount.toFixed(2),
        },
      ],
      subtotal: amount.toFixed(2),
      tax: tax.toFixed(2),
      total: (amount + tax).toFixed(2),
    });
    mails.push({
      org,
      number,
      from: `${vendor.name} <${vendor.email}>`,
      subject: `Invoice ${number}`,
      pdf,
    });
  }
  return mails;
};

export type MailSender = {
  /** Sends one e-mail over SMTP; resolves with the time it was delivered (accepted). */
  send: (mail: BenchMail) => Promise<number>;
  close: () => void;
};

export const smtpSender = (smtpPort: number, connections: number): MailSender => {
  const smtp = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: connections,
    maxMessages: Number.POSITIVE_INFINITY,
  });
  return {
    send: async (mail) => {
      await smtp.sendMail({
        from: mail.from,
        to: mail.org.mailbox,
        subject: mail.subject,
        text: 'Please find our invoice attached.',
        attachments: [
          { filename: `${mail.number}.pdf`, content: mail.pdf, contentType: 'application/pdf' },
        ],
      });
      return performance.now();
    },
    close: () => smtp.close(),
  };
};
