import { toCents } from '@ap/domain';
import { type CorrectedFields, LABELLED_FIELDS, learnFromDocument } from '@ap/extraction';
import { and, asc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/database';
import { invoiceDocuments, invoiceReadings, type ReadFields } from '../../db/schema';
import type { InvoiceRow } from '../../invoices/invoice-view';
import type { JobSender } from '../../jobs/job-queue';
import { logger } from '../../observability/logger';
import { type LearnFromOriginalJob, queueLearnFromOriginal } from './learning-queue';
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

// Originals OCR may read: a scan or photo, or a PDF that may be one.
const mayNeedOcr = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

/** The invoice's first stored original (the file it was read from). */
const originalOf = async (db: Database, orgId: string, invoiceId: string) => {
  const [original] = await db
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.orgId, orgId), eq(invoiceDocuments.invoiceId, invoiceId)))
    .orderBy(asc(invoiceDocuments.createdAt))
    .limit(1);
  return original;
};

const documentOf = (original: typeof invoiceDocuments.$inferSelect) => ({
  bytes: new Uint8Array(original.content),
  contentType: original.contentType,
  ...(original.filename ? { filename: original.filename } : {}),
});

/**
 * After a person saved an invoice the assistant read: each header field they changed from the
 * value read is a correction (who, when, old → new, where it was read), recorded with the save.
 * What it teaches about the vendor's invoices (a label, the date order, the currency) is learned
 * in a queued job: finding where the right value is printed means reading the original again,
 * seconds of CPU on a busy machine, which the save must not wait for. Best effort: a failure to
 * learn never fails the save.
 */
export const learnFromSave = async (
  db: Database,
  jobs: JobSender,
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
      // A field the assistant left empty that a person filled in teaches as a wrong one does.
      const missed = !was && old[field] === null && now[field] !== null;
      // A correction of what was read: the value was the assistant's and is no longer.
      const changed = was && old[field] === stored(field, was.value) && now[field] !== old[field];
      if (!missed && !changed) continue;
      corrections.push({ field, oldValue: old[field], newValue: now[field], source: was?.source });
      corrected[field] = now[field];
    }
    if (corrections.length === 0) return;
    const who = { orgId: caller.orgId, userId: caller.userId, email: caller.email };
    await db.transaction((tx) => recordCorrections(tx, who, vendorId, after.id, corrections));
    await queueLearnFromOriginal(jobs, {
      who,
      orgName: caller.orgName,
      vendorId,
      invoiceId: after.id,
      corrected,
    });
  } catch (error) {
    logger.warn({ err: error, invoiceId: after.id }, 'learning from a correction failed');
  }
};

/**
 * The job: the original read again for its text, the corrected values looked for on its page
 * (by label, else where they are printed), and what that teaches kept. A value its text does
 * not show, on a scan or photo (or a PDF that may be one), is looked for again with OCR.
 */
export const learnFromOriginal = async (db: Database, job: LearnFromOriginalJob) => {
  const original = await originalOf(db, job.who.orgId, job.invoiceId);
  const learnOnce = async (ocr: boolean) => {
    const known = (await loadVendorHints(db, job.who.orgId, job.vendorId)).hints;
    const learned = original
      ? await learnFromDocument(documentOf(original), job.corrected, {
          ocr,
          known,
          organizationNames: [job.orgName],
        })
      : { ...known, ...(job.corrected.currency ? { currency: job.corrected.currency } : {}) };
    await db.transaction((tx) => saveHints(tx, job.who, job.vendorId, known, learned));
    return learned;
  };
  const learned = await learnOnce(false);
  const unlearned = LABELLED_FIELDS.some(
    (field) =>
      job.corrected[field] &&
      !learned.labels?.[field] &&
      !learned.places?.[field] &&
      !(field === 'total' && learned.totalPosition),
  );
  if (original && unlearned && mayNeedOcr(original.contentType)) await learnOnce(true);
};
