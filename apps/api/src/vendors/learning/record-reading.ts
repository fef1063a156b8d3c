import type { ExtractedField, ExtractedInvoice } from '@ap/domain/contract';
import { type SenderIdentity, senderMayDecide } from '@ap/domain/sender';
import type { Executor } from '../../audit/record-mutation';
import { invoiceReadings, type ReadField, type ReadFields } from '../../db/schema';
import type { LearnedReading } from './intake-hints';

const kept = (field: ExtractedField<string> | null): ReadField | undefined =>
  field
    ? {
        value: field.value,
        confidence: field.confidence,
        source: {
          ...(field.source.page !== undefined ? { page: field.source.page } : {}),
          ...(field.source.box ? { box: field.source.box } : {}),
          ...(field.source.text !== undefined ? { text: field.source.text.slice(0, 200) } : {}),
        },
      }
    : undefined;

/**
 * Keeps what the assistant read for an invoice's header (value, confidence, where), who sent
 * it, and which learned rules it was read with: a later correction knows its old value and
 * source, and a move to another vendor learns the sender.
 */
export const recordReading = async (
  tx: Executor,
  input: {
    orgId: string;
    invoiceId: string;
    invoice: ExtractedInvoice;
    sender: SenderIdentity | undefined;
    external?: boolean | undefined;
    learned?: LearnedReading | undefined;
  },
): Promise<void> => {
  const { invoice } = input;
  const entries = Object.entries({
    vendor_name: kept(invoice.vendor.name),
    invoice_number: kept(invoice.invoice_number),
    issue_date: kept(invoice.issue_date),
    due_date: kept(invoice.due_date),
    currency: kept(invoice.currency),
    total: kept(invoice.total),
  }).filter(([, field]) => field !== undefined);
  await tx.insert(invoiceReadings).values({
    invoiceId: input.invoiceId,
    orgId: input.orgId,
    fields: Object.fromEntries(entries) as ReadFields,
    // Only an address the receiving server proved can later name the vendor.
    senderEmail:
      input.external && input.sender && senderMayDecide(input.sender)
        ? input.sender.address.toLowerCase()
        : null,
    rulesApplied: input.learned?.applied ?? [],
  });
};
