import type { EmailExtractionResult } from '@ap/extraction';
import type { Database } from '../../db/database';
import { skippedDocuments } from '../../db/schema';
import { newId } from '../../ids';
import { recordWorkflowRun, workflowEvent } from '../../workflow-runs/record-workflow-run';
import type { IntakeMessage } from '../persistence/record-intake';
import { type GmailThreadFacts, upsertThread } from '../persistence/upsert-thread';

/** How the thread and the list name a skipped file. */
export const skippedFileName = (fileName: string | null) => fileName ?? 'an unnamed attachment';

/**
 * Keeps every attachment the assistant did not take as an invoice, with its reason and the
 * original, on its thread, so a person can see it and read it as an invoice after all. Small
 * pictures (logos, signatures) are no documents and are left out. Safe to run again for the
 * same e-mail: a file is kept once per Message-ID (else Gmail id), and the thread's run that
 * names the skipped files is written only with the rows that were new.
 */
export const recordSkippedDocuments = async (
  db: Database,
  message: IntakeMessage,
  read: EmailExtractionResult,
  thread: GmailThreadFacts,
  mailbox: string,
): Promise<void> => {
  const files = read.skipped.flatMap((skip) => {
    if (skip.document_type === 'image') return [];
    const original = read.attachments.find((kept) => kept.sha256 === skip.sha256);
    return original ? [{ skip, original }] : [];
  });
  if (files.length === 0) return;
  const messageKey = message.messageIdHeader ?? `gmail:${message.gmailMessageId}`;
  await db.transaction(async (tx) => {
    const threadId = await upsertThread(tx, message.orgId, thread);
    const kept = await tx
      .insert(skippedDocuments)
      .values(
        files.map(({ skip, original }) => ({
          id: newId(),
          orgId: message.orgId,
          messageKey,
          gmailMessageId: message.gmailMessageId,
          gmailThreadId: message.gmailThreadId,
          threadId,
          mailbox,
          sender: message.sender ?? null,
          senderAddress: message.sender?.address ?? null,
          subject: message.subject ?? null,
          receivedAt: message.receivedAt,
          fileName: original.filename ?? skip.filename ?? null,
          contentType: original.contentType,
          sha256: original.sha256,
          size: original.bytes.byteLength,
          content: Buffer.from(original.bytes),
          reason: skip.reason,
          documentType: skip.document_type ?? 'other',
        })),
      )
      .onConflictDoNothing()
      .returning({ fileName: skippedDocuments.fileName, reason: skippedDocuments.reason });
    if (kept.length === 0) return;
    const names = kept.map((file) => skippedFileName(file.fileName)).join(', ');
    await recordWorkflowRun(tx, {
      orgId: message.orgId,
      invoiceId: null,
      threadId,
      trigger: 'email_received',
      summary: `Skipped ${kept.length === 1 ? 'an attachment' : `${kept.length} attachments`} that ${kept.length === 1 ? 'is' : 'are'} not an invoice: ${names}.`,
      events: kept.map((file) =>
        workflowEvent(
          'classify_document',
          'warning',
          `Skipped ${skippedFileName(file.fileName)}: ${file.reason}. It is kept under Skipped documents, where a person can read it as an invoice.`,
        ),
      ),
    });
  });
};
