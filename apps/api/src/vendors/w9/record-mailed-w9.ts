import { is1099Eligible } from '@ap/domain';
import { parseMailAddress, type SenderIdentity, senderMayDecide } from '@ap/domain/sender';
import { type EmailExtractionResult, readW9Attachments } from '@ap/extraction';
import { and, eq, sql } from 'drizzle-orm';
import { assistantActor } from '../../assistant/drafting/draft-task';
import { queueReviews } from '../../assistant/review/review-queue';
import { recordMutation } from '../../audit/record-mutation';
import { recomputeVendorInvoices } from '../../checks/recompute-checks';
import type { Database } from '../../db/database';
import { vendorDocuments, vendors } from '../../db/schema';
import { newId } from '../../ids';
import type { JobSender } from '../../jobs/job-queue';
import { logger } from '../../observability/logger';

type Message = {
  orgId: string;
  gmailMessageId: string;
  sender: SenderIdentity | undefined;
  receivedAt: Date;
};

/** The one vendor whose contact address is the sender's (none when two vendors share it). */
const vendorOfSender = async (db: Database, orgId: string, address: string) => {
  const rows = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.orgId, orgId), sql`lower(${vendors.contactEmail}) = ${address}`));
  const own = rows.filter((row) => parseMailAddress(row.contactEmail)?.address === address);
  return own.length === 1 ? own[0] : undefined;
};

/**
 * A Form W-9 a vendor e-mailed (extraction skipped it as a tax form): kept on the vendor whose
 * contact address sent it, as the mail provider authenticated it, and its legal name, tax
 * classification, address and TIN (sealed, last four shown) read into the vendor, with the
 * 1099 eligibility that follows; the checks of the vendor's open invoices are recomputed
 * (Current W-9 on File) and the assistant looks at them again. A newer W-9 already on file
 * wins; a retried intake records nothing twice. Nothing here changes where money goes.
 * Returns the vendor id, if any.
 */
export const recordMailedW9 = async (
  { db, jobs }: { db: Database; jobs: JobSender },
  message: Message,
  raw: Uint8Array,
  read: Pick<EmailExtractionResult, 'skipped'>,
): Promise<string | undefined> => {
  if (!read.skipped.some((doc) => doc.document_type === 'tax_form')) return undefined;
  const sender = message.sender;
  if (!sender?.address || !senderMayDecide(sender)) return undefined;
  const vendor = await vendorOfSender(db, message.orgId, sender.address);
  if (!vendor) return undefined;
  const [w9] = (await readW9Attachments(raw)).filter((found) => found.form.tin !== null);
  if (!w9) {
    logger.info({ orgId: message.orgId }, 'mail intake: a W-9 came but no TIN could be read');
    return undefined;
  }
  const { form } = w9;
  const reviewed = await db.transaction(async (tx) => {
    const [document] = await tx
      .insert(vendorDocuments)
      .values({
        id: newId(),
        orgId: message.orgId,
        vendorId: vendor.id,
        kind: 'w9',
        filename: w9.filename,
        contentType: w9.contentType,
        sha256: w9.sha256,
        size: w9.bytes.byteLength,
        content: Buffer.from(w9.bytes),
        gmailMessageId: message.gmailMessageId,
      })
      .onConflictDoNothing()
      .returning({ id: vendorDocuments.id });
    if (!document) return [];
    if (vendor.w9ReceivedAt && vendor.w9ReceivedAt > message.receivedAt) return [];
    const eligible = is1099Eligible(form.taxClassification, form.exemptPayeeCode);
    const change = {
      w9LegalName: form.legalName,
      w9BusinessName: form.businessName,
      taxClassification: form.taxClassification,
      tin: form.tin,
      tinType: form.tinType,
      tinLast4: form.tin?.slice(-4) ?? null,
      w9Address: form.address,
      is1099Eligible: eligible,
      w9DocumentId: document.id,
      w9ReceivedAt: message.receivedAt,
      updatedAt: new Date(),
    };
    await tx.update(vendors).set(change).where(eq(vendors.id, vendor.id));
    const shown = (row: {
      w9LegalName?: string | null;
      taxClassification?: string | null;
      tinType?: string | null;
      tinLast4?: string | null;
      is1099Eligible?: boolean;
      w9DocumentId?: string | null;
    }) => ({
      w9_legal_name: row.w9LegalName ?? null,
      tax_classification: row.taxClassification ?? null,
      tin_type: row.tinType ?? null,
      tin: row.tinLast4 ? `••••${row.tinLast4}` : null,
      is_1099_eligible: row.is1099Eligible ?? false,
      w9_document_id: row.w9DocumentId ?? null,
    });
    await recordMutation(tx, assistantActor(message.orgId), {
      action: 'vendor.w9.receive',
      entityType: 'vendor',
      entityId: vendor.id,
      before: shown(vendor),
      after: { ...shown(change), from: sender.address, filename: w9.filename },
    });
    return recomputeVendorInvoices(tx, message.orgId, vendor.id);
  });
  await queueReviews(jobs, message.orgId, reviewed, 'vendor_replied');
  return vendor.id;
};
