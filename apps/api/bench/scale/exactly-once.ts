import pg from 'pg';
import type { BenchMail } from './mails';

export type ExactlyOnce = {
  expected: number;
  /** E-mails that became exactly one invoice, in the organisation they were sent to. */
  once: number;
  missing: string[];
  doubled: string[];
  wrongOrganisation: string[];
  /** Invoices no e-mail of this run explains. */
  strangers: number;
};

/**
 * Reads the database itself (not the API): every invoice of every organisation, matched to the
 * e-mails by invoice number (each e-mail's PDF has its own).
 */
export const checkExactlyOnce = async (
  databaseUrl: string,
  mails: BenchMail[],
): Promise<ExactlyOnce> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ org_id: string; invoice_number: string | null }>(
      'select org_id, invoice_number from invoices',
    )
    .finally(() => client.end());
  const found = new Map<string, string[]>();
  let strangers = 0;
  for (const row of rows) {
    if (!row.invoice_number) strangers += 1;
    else found.set(row.invoice_number, [...(found.get(row.invoice_number) ?? []), row.org_id]);
  }
  const result: ExactlyOnce = {
    expected: mails.length,
    once: 0,
    missing: [],
    doubled: [],
    wrongOrganisation: [],
    strangers: 0,
  };
  const numbers = new Set(mails.map((mail) => mail.number));
  for (const number of found.keys()) if (!numbers.has(number)) strangers += 1;
  result.strangers = strangers;
  for (const mail of mails) {
    const orgs = found.get(mail.number) ?? [];
    if (orgs.length === 0) result.missing.push(mail.number);
    else if (orgs.length > 1) result.doubled.push(mail.number);
    else if (orgs[0] !== mail.org.orgId) result.wrongOrganisation.push(mail.number);
    else result.once += 1;
  }
  return result;
};
