import { readApprovalReply, readSenderIdentity, readVendorReply } from '@ap/extraction';
import { and, eq } from 'drizzle-orm';
import { awaitsApprovalFrom } from '../../assistant/approvals/approval-reply';
import { queueReviews } from '../../assistant/review/review-queue';
import { intakeMessages } from '../../db/schema';
import { findConnection } from '../../integrations/connections';
import { withGmailAccess } from '../../integrations/gmail/gmail-access';
import { logger } from '../../observability/logger';
import { extractionDuration, recordIntakeLatency } from '../../observability/metrics';
import { readCompanyNames } from '../../organization/company-details/company-details-store';
import { readOrganization } from '../../organization/ensure-organization';
import { intakeReadingHints, orgHasReadingRules } from '../../vendors/learning/intake-hints';
import { recordMailedW9 } from '../../vendors/w9/record-mailed-w9';
import type { IntakeDeps } from '../intake-deps';
import type { MessageJob } from '../intake-queue';
import {
  type IntakeMessage,
  recordIntake,
  recordSkippedMessage,
} from '../persistence/record-intake';
import { recordSkippedDocuments } from '../skipped/record-skipped-documents';
import { extractInThread } from './extraction-pool';
import { decideSender } from './sender-rules';
import { readVendorSubsetSettings } from './vendor-subset-settings';

const processedBefore = async (deps: IntakeDeps, job: MessageJob) => {
  const [row] = await deps.db
    .select({ invoiceIds: intakeMessages.invoiceIds })
    .from(intakeMessages)
    .where(
      and(
        eq(intakeMessages.orgId, job.orgId),
        eq(intakeMessages.gmailMessageId, job.gmailMessageId),
      ),
    );
  return row;
};

/**
 * One mailbox message to data: the vendor-subset rules on its sender, then the extraction
 * of every invoice in it, then the write (claimed once per org and Gmail message id). The
 * mail is labelled only when the permission level allows modifying the mailbox.
 */
export const processMessage = async (deps: IntakeDeps, job: MessageJob): Promise<void> => {
  // A shortcut past work already done; the claim in recordIntake is what guarantees once.
  const before = await processedBefore(deps, job);
  if (before) {
    // A retry after a crash between the commit and queueing the review: queue it again
    // (reviews are idempotent).
    await queueReviews(deps.jobs, job.orgId, before.invoiceIds, 'email_received');
    return;
  }
  const connection = await findConnection(deps.db, job.orgId, 'gmail');
  if (!connection) return;
  const mailbox = connection.externalId.toLowerCase();
  await withGmailAccess(deps, connection, async (access) => {
    const meta = await deps.reader.headers(access, job.gmailMessageId);
    const message: IntakeMessage = {
      orgId: job.orgId,
      gmailMessageId: job.gmailMessageId,
      gmailThreadId: meta.threadId,
      messageIdHeader: meta.headers['message-id']?.trim() || undefined,
      // Who wrote it, once, for every decision below: the parsed From address and the
      // receiving provider's verdict on it (@ap/domain/sender).
      sender: readSenderIdentity(meta.headerLines, {
        authservId: deps.config.mailIntake.authservId,
      }),
      subject: meta.headers.subject,
      receivedAt: new Date(meta.internalDate),
    };
    if (!meta.labelIds.includes('INBOX'))
      return recordSkippedMessage(deps.db, message, 'Not in the inbox (sent, draft or archived)');
    const settings = await readVendorSubsetSettings(deps.db, job.orgId);
    const decision = decideSender(settings, mailbox, message.sender);
    // An approver's answer is read whoever the intake rules leave out.
    const approver = await awaitsApprovalFrom(deps.db, job.orgId, meta.threadId, message.sender);
    if (!decision.read && !approver) return recordSkippedMessage(deps.db, message, decision.reason);

    const org = await readOrganization(deps.db, job.orgId);
    // Never the receiving organisation as vendor: every name it is invoiced as (company details).
    const organizationNames = await readCompanyNames(deps.db, org);
    const raw = new Uint8Array(await deps.reader.raw(access, job.gmailMessageId));
    // The e-mail is data: extraction reads fields from it and never follows what it says.
    // Each invoice is read with what people's corrections taught about its vendor (looked up
    // between two readings; the thread asks this event loop, which reads the database).
    // Most organisations have learned nothing yet: their mail skips the vendor lookups.
    const learning = (await orgHasReadingRules(deps.db, job.orgId))
      ? intakeReadingHints(deps.db, job.orgId, message.sender)
      : undefined;
    const endExtraction = extractionDuration.startTimer();
    // The thread's participants are fetched from Gmail while the e-mail is read.
    const [read, thread] = await Promise.all([
      extractInThread(deps.config.mailIntake.extractionThreads, raw, {
        organizationNames,
        ...learning?.options,
      }).then((result) => {
        endExtraction();
        return result;
      }),
      deps.reader.thread(access, meta.threadId),
    ]);
    // What was not taken as an invoice stays on record, on its thread (safe to repeat).
    await recordSkippedDocuments(
      deps.db,
      message,
      read,
      { gmailThreadId: meta.threadId, ...thread },
      mailbox,
    );
    // No invoice: perhaps a vendor's answer (tax id, bank details, W-9) in a known thread.
    const reply =
      read.invoices.length === 0
        ? await readVendorReply(raw).catch((error: Error) => {
            logger.warn({ err: error }, 'mail intake: reading a reply failed');
            return undefined;
          })
        : undefined;
    const approval =
      read.invoices.length === 0 && approver
        ? await readApprovalReply(raw).catch((error: Error) => {
            logger.warn({ err: error }, 'mail intake: reading an approval reply failed');
            return undefined;
          })
        : undefined;
    // A vendor's W-9 goes onto the vendor (idempotent; before the claim so a retry still reads it).
    const w9Vendor = await recordMailedW9(deps, message, raw, read);
    const result = await recordIntake(
      deps.db,
      message,
      read,
      raw,
      { gmailThreadId: meta.threadId, ...thread },
      mailbox,
      reply,
      approval,
      learning?.learned,
    );
    // A new vendor's W-9 with its first invoice: the vendor exists only now.
    if (!w9Vendor && result.invoiceIds.length > 0) await recordMailedW9(deps, message, raw, read);
    if (result.invoiceIds.length > 0) recordIntakeLatency(message.receivedAt);
    // The assistant's deciding stage: checks, then drafted actions (a job, retried safely).
    await queueReviews(deps.jobs, job.orgId, result.invoiceIds, 'email_received');
    await queueReviews(deps.jobs, job.orgId, result.repliedInvoiceIds, 'vendor_replied');
    await queueReviews(deps.jobs, job.orgId, result.approvedInvoiceIds, 'email_received');
    if (result.claimed && !org.readOnlyMode) {
      await deps.reader
        .addLabel(access, job.gmailMessageId, deps.config.mailIntake.processedLabel)
        .catch((error: Error) => logger.warn({ err: error }, 'mail intake: labelling failed'));
    }
  });
};
