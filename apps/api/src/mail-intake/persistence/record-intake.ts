import { createHash } from 'node:crypto';
import { isInternalSender, type SenderIdentity } from '@ap/domain/sender';
import type { ApprovalDecision, EmailExtractionResult, VendorReply } from '@ap/extraction';
import { and, eq } from 'drizzle-orm';
import { recordApprovalReply } from '../../assistant/approvals/approval-reply';
import { recordImpersonation } from '../../assistant/replies/record-impersonation';
import { recordVendorReply } from '../../assistant/replies/record-vendor-reply';
import { replyText } from '../../assistant/replies/reply-text';
import { type Actor, type Executor, recordMutation } from '../../audit/record-mutation';
import type { Database } from '../../db/database';
import { type IntakeOutcome, intakeDedupeKeys, intakeMessages } from '../../db/schema';
import type { LearnedReading } from '../../vendors/learning/intake-hints';
import { matchOrCreateVendor } from './match-vendor';
import { lookalikeWarning, senderLookalike } from './sender-lookalike';
import { type GmailThreadFacts, upsertThread } from './upsert-thread';
import { type OriginalFile, writeInvoice } from './write-invoice';

/** Who the audit log names for what intake writes. */
export const INTAKE_ACTOR_ID = 'system:mail-intake';

export type IntakeMessage = {
  orgId: string;
  gmailMessageId: string;
  gmailThreadId: string;
  messageIdHeader: string | undefined;
  /** Who wrote it (@ap/domain/sender): every decision below reads this, never the display name. */
  sender: SenderIdentity | undefined;
  subject: string | undefined;
  receivedAt: Date;
};

type Skip = { filename: string | null; reason: string };

const claim = (
  tx: Executor,
  message: IntakeMessage,
  outcome: IntakeOutcome,
  reason?: string,
  warnings: string[] = message.sender?.warnings ?? [],
) =>
  tx
    .insert(intakeMessages)
    .values({
      orgId: message.orgId,
      gmailMessageId: message.gmailMessageId,
      gmailThreadId: message.gmailThreadId,
      messageIdHeader: message.messageIdHeader ?? null,
      sender: message.sender?.address ?? null,
      senderAuthentication: message.sender?.authentication.verdict ?? null,
      warnings,
      subject: message.subject ?? null,
      receivedAt: message.receivedAt,
      outcome,
      reason: reason ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: intakeMessages.gmailMessageId });

/** True when this key was free (first delivery); false when an earlier message holds it. */
const claimKey = async (tx: Executor, message: IntakeMessage, key: string) =>
  (
    await tx
      .insert(intakeDedupeKeys)
      .values({ orgId: message.orgId, key, gmailMessageId: message.gmailMessageId })
      .onConflictDoNothing()
      .returning({ key: intakeDedupeKeys.key })
  ).length > 0;

/** A message intake will not read (vendor subset, not in the inbox), recorded with why. */
export const recordSkippedMessage = async (
  db: Database,
  message: IntakeMessage,
  reason: string,
): Promise<void> => {
  await claim(db, message, 'skipped', reason);
};

/**
 * Turns one read e-mail into invoices, exactly once. The message row is claimed with
 * INSERT … ON CONFLICT DO NOTHING in the same transaction as everything it writes: a racing
 * sync or worker waits on that key and then writes nothing. A redelivery (same Message-ID)
 * or the same file again (same SHA-256) is recorded as a duplicate instead.
 */
export const recordIntake = async (
  db: Database,
  message: IntakeMessage,
  read: EmailExtractionResult,
  raw: Uint8Array,
  thread: GmailThreadFacts,
  mailbox: string,
  /** The message read as a vendor's reply (when it carries no invoice). */
  reply?: VendorReply,
  /** The message read as an approver's answer (when it carries no invoice). */
  approval?: ApprovalDecision,
  /** What each invoice (by its document's sha256) was read with of its vendor's learned rules. */
  learned?: Map<string, LearnedReading>,
): Promise<{
  claimed: boolean;
  invoiceIds: string[];
  repliedInvoiceIds: string[];
  approvedInvoiceIds: string[];
}> =>
  db.transaction(async (tx) => {
    const lookalike = await senderLookalike(tx, message.orgId, mailbox, message.sender);
    const warnings = [
      ...(message.sender?.warnings ?? []),
      ...(lookalike ? [lookalikeWarning(lookalike)] : []),
    ];
    const claimed = await claim(tx, message, 'no_invoice', undefined, warnings);
    const none = { invoiceIds: [], repliedInvoiceIds: [], approvedInvoiceIds: [] };
    if (claimed.length === 0) return { claimed: false, ...none };
    const finish = async (
      outcome: IntakeOutcome,
      fields: Partial<typeof intakeMessages.$inferInsert>,
    ) =>
      tx
        .update(intakeMessages)
        .set({ outcome, ...fields })
        .where(
          and(
            eq(intakeMessages.orgId, message.orgId),
            eq(intakeMessages.gmailMessageId, message.gmailMessageId),
          ),
        );
    const skipped: Skip[] = read.skipped.map((s) => ({
      filename: s.filename ?? null,
      reason: s.reason,
    }));
    if (
      message.messageIdHeader &&
      !(await claimKey(tx, message, `message-id:${message.messageIdHeader}`))
    ) {
      await finish('duplicate', {
        reason: `Already read: same Message-ID ${message.messageIdHeader}`,
      });
      return { claimed: true, ...none };
    }
    if (read.invoices.length === 0) {
      // An approver's answer first: an approver is internal, never the vendor's contact.
      const decided = await recordApprovalReply(tx, message, approval);
      if (decided) {
        await finish('no_invoice', {
          reason: "No invoice: an approver's reply in a known thread (see its workflow run)",
          skipped,
        });
        return { claimed: true, ...none, approvedInvoiceIds: decided.invoiceIds };
      }
      // A display name showing the address of someone this thread waits for decides nothing.
      if (await recordImpersonation(tx, message)) {
        await finish('no_invoice', {
          reason:
            'No invoice: a reply whose display name shows the address of an approver or the vendor (see its workflow run)',
          skipped,
        });
        return { claimed: true, ...none };
      }
      const replied = reply
        ? await recordVendorReply(tx, message, reply, await replyText(raw))
        : undefined;
      if (replied) await upsertThread(tx, message.orgId, thread);
      await finish('no_invoice', {
        reason: replied
          ? "No invoice: a vendor's reply in a known thread (see its vendor_replied run)"
          : 'No invoice found in the e-mail',
        skipped,
      });
      return { claimed: true, ...none, repliedInvoiceIds: replied?.invoiceIds ?? [] };
    }
    const threadId = await upsertThread(tx, message.orgId, thread);
    const external = !isInternalSender(message.sender, mailbox);
    const invoiceIds: string[] = [];
    for (const invoice of read.invoices) {
      const filename = invoice.document.filename;
      // A file holding several invoices claims each by its pages.
      const pages = invoice.document.invoice_pages;
      const key = `sha256:${invoice.document.sha256}${pages ? `:pages:${pages.join(',')}` : ''}`;
      if (!(await claimKey(tx, message, key))) {
        skipped.push({ filename, reason: 'Already read: the same file came in an earlier e-mail' });
        continue;
      }
      const attachment = read.attachments.find((a) => a.sha256 === invoice.document.sha256);
      const original: OriginalFile = attachment
        ? { ...attachment, filename: attachment.filename ?? filename }
        : {
            // An invoice in the body: keep the whole e-mail.
            filename: `${message.gmailMessageId}.eml`,
            contentType: 'message/rfc822',
            sha256: createHash('sha256').update(raw).digest('hex'),
            bytes: raw,
          };
      const vendor = await matchOrCreateVendor(tx, message.orgId, invoice.vendor, {
        identity: message.sender,
        external,
        lookalike,
      });
      invoiceIds.push(
        await writeInvoice(tx, {
          orgId: message.orgId,
          invoice,
          vendor,
          threadId,
          original,
          sender: message.sender,
          external,
          learned: learned?.get(invoice.document.sha256),
          subject: message.subject,
          // An internal sender forwarded the invoice: the likely requisitioner.
          forwardedBy:
            !external && message.sender
              ? { email: message.sender.address, name: message.sender.name }
              : undefined,
        }),
      );
    }
    const outcome = invoiceIds.length > 0 ? 'invoices' : 'duplicate';
    await finish(outcome, { invoiceIds, skipped });
    if (invoiceIds.length > 0) {
      const actor: Actor = { orgId: message.orgId, userId: INTAKE_ACTOR_ID, email: null };
      await recordMutation(tx, actor, {
        action: 'invoice.create_from_email',
        entityType: 'invoice',
        entityId: invoiceIds.join(','),
        after: { gmail_message_id: message.gmailMessageId, invoice_ids: invoiceIds },
      });
    }
    return { claimed: true, ...none, invoiceIds };
  });
