import { toCents } from '@ap/domain';
import { type CorrectedFields, learnFromDocument } from '@ap/extraction';
import { and, asc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { invoiceDocuments, invoiceReadings, type ReadFields } from '../../db/schema';
import type { InvoiceRow } from '../../invoices/invoice-view';
import { logger } from '../../observability/logger';
import { type Correction, recordCorrections } from './reading-rules-store';
import { loadVendorHints, saveHints } from './vendor-hints';

type Header = {
  invoice_number: string | null;
  issue_date: string | null;
  currency: string;
  total: string;
};

const headerOf = (
  row: Pick<InvoiceRow, 'invoiceNumber' | 'issueDate' | 'currency' | 'amountCents'>,
): Header => ({
  invoice_number: row.invoiceNumber,
  issue_date: row.issueDate,
  currency: row.currency,
  total: centsText(row.amountCents),
});

/** Integer cents as a decimal text ("3050.60"), without floating point. */
const centsText = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

const FIELDS = ['invoice_number', 'issue_date', 'currency', 'total'] as const;

/** The read value as the invoice stores it (a total in cents' two decimals). */
const stored = (field: (typeof FIELDS)[number], value: string) =>
  field === 'total' ? centsText(toCents(value)) : value;

/**
 * After a person saved an invoice the assistant read: each header field they changed from the
 * value read is a correction (who, when, old → new, where it was read), and what it teaches
 * about the vendor's invoices (a label, the date order, the currency) becomes its reading rules.
 * The original is read again to find where the right value is printed. Best effort: a failure
 * to learn never fails the save.
 */
export const learnFromSave = async (
  db: Database,
  caller: Caller,
  before: InvoiceRow,
  after: InvoiceRow,
): Promise<void> => {
  try {
    const vendorId = after.vendorId;
    const [reading] = await db
      .select()
      .from(invoiceReadings)
      .where(and(eq(invoiceReadings.orgId, caller.orgId), eq(invoiceReadings.invoiceId, after.id)));
    if (!reading || !vendorId) return;
    const old = headerOf(before);
    const now = headerOf(after);
    const read: ReadFields = reading.fields;
    const corrections: Correction[] = [];
    const corrected: CorrectedFields = {};
    for (const field of FIELDS) {
      const was = read[field];
      // A correction of what was read: the value was the assistant's and is no longer.
      if (!was || old[field] !== stored(field, was.value) || now[field] === old[field]) continue;
      corrections.push({ field, oldValue: old[field], newValue: now[field], source: was.source });
      corrected[field] = now[field];
    }
    if (corrections.length === 0) return;
    const who = { orgId: caller.orgId, userId: caller.userId, email: caller.email };
    const [original] = await db
      .select()
      .from(invoiceDocuments)
      .where(
        and(eq(invoiceDocuments.orgId, caller.orgId), eq(invoiceDocuments.invoiceId, after.id)),
      )
      .orderBy(asc(invoiceDocuments.createdAt))
      .limit(1);
    const known = (await loadVendorHints(db, caller.orgId, vendorId)).hints;
    const learned = original
      ? await learnFromDocument(
          {
            bytes: new Uint8Array(original.content),
            contentType: original.contentType,
            ...(original.filename ? { filename: original.filename } : {}),
          },
          corrected,
          { known, organizationNames: [caller.orgName] },
        )
      : { ...known, ...(corrected.currency ? { currency: corrected.currency } : {}) };
    await db.transaction(async (tx) => {
      await recordCorrections(tx, who, vendorId, after.id, corrections);
      await saveHints(tx, who, vendorId, known, learned);
    });
  } catch (error) {
    logger.warn({ err: error, invoiceId: after.id }, 'learning from a correction failed');
  }
};
