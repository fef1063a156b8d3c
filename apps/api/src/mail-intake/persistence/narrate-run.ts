import type {
  ExtractedField,
  ExtractedInvoice,
  WorkflowEvent,
  WorkflowOutcomes,
} from '@ap/domain/contract';
import type { SenderIdentity } from '@ap/domain/sender';
import type { LearnedReading } from '../../vendors/learning/intake-hints';
import type { VendorMatch } from './match-vendor';

/** Below this a field is flagged for a person to compare with the original. */
export const LOW_CONFIDENCE = 0.8;

type Field = ExtractedField<string> | null;

/** Every field the run can set: the label people read, and the value read (if any). */
const readFields = (invoice: ExtractedInvoice): [string, Field][] => [
  ['Vendor Name', invoice.vendor.name],
  ['Vendor Email', invoice.vendor.email],
  ['Vendor Address', invoice.vendor.address],
  ['Vendor Tax Id', invoice.vendor.tax_id],
  ['Vendor Bank Name', invoice.vendor.bank_name],
  ['Invoice Number', invoice.invoice_number],
  ['Issue Date', invoice.issue_date],
  ['Due Date', invoice.due_date],
  ['Payment Terms', invoice.payment_terms],
  ['Currency', invoice.currency],
  ['Subtotal', invoice.subtotal],
  ['Tax', invoice.tax],
  ['Total', invoice.total],
  ['PO Number', invoice.po_number],
  ['Bill To', invoice.bill_to.name],
  ['Requisitioner Contact Name', invoice.requisitioner.name],
  ['Requisitioner Contact Email', invoice.requisitioner.email],
];

export type RunStory = {
  summary: string;
  events: WorkflowEvent[];
  outcomes: WorkflowOutcomes;
};

/**
 * The workflow run of one invoice read from mail: what was read ('Set Vendor Name: X' …),
 * which values deserve a second look, how the vendor was found, and the fields set.
 */
export const narrateRun = (input: {
  invoice: ExtractedInvoice;
  invoiceId: string;
  vendor: VendorMatch;
  sender: SenderIdentity | undefined;
  subject: string | undefined;
  at: Date;
  learned?: LearnedReading | undefined;
}): RunStory => {
  const { invoice, vendor } = input;
  const timestamp = input.at.toISOString();
  const event = (
    node_name: string,
    event_type: WorkflowEvent['event_type'],
    message: string,
  ): WorkflowEvent => ({ node_name, event_type, message, timestamp });
  const source = invoice.document.filename ?? 'the e-mail body';
  const number = invoice.invoice_number?.value;
  const events: WorkflowEvent[] = [
    event(
      'read_email',
      'other',
      `Read e-mail from ${input.sender?.address ?? 'an unknown sender'}: "${input.subject ?? ''}"`,
    ),
    ...(input.sender?.warnings ?? []).map((warning) => event('read_email', 'warning', warning)),
    event(
      'extract_invoice',
      'completed',
      `Extracted invoice ${number ?? '(no number)'} from ${source} (${invoice.document.kind}, ${invoice.line_items.length} line items)`,
    ),
  ];
  const fieldsChanged: WorkflowOutcomes['fields_changed'] = {};
  for (const [label, field] of readFields(invoice)) {
    if (!field) continue;
    events.push(event('extract_invoice', 'other', `Set ${label}: ${field.value}`));
    if (field.confidence < LOW_CONFIDENCE)
      events.push(
        event(
          'extract_invoice',
          'warning',
          `Low confidence (${Math.round(field.confidence * 100)}%) in ${label}: compare with the original`,
        ),
      );
    fieldsChanged[label] = field.value;
  }
  const learnedFrom = learnedSentence(input.learned);
  if (learnedFrom && input.learned)
    events.push(
      event(
        'extract_invoice',
        'other',
        `${learnedFrom} (${input.learned.applied.map((kind) => RULE_NAMES[kind]).join(', ')})`,
      ),
    );
  for (const check of invoice.checks.filter((c) => !c.passed))
    events.push(event('extract_invoice', 'warning', `Arithmetic check failed: ${check.detail}`));
  events.push(
    event(
      'match_vendor',
      'other',
      vendor.matchedBy
        ? `Matched vendor ${vendor.name || 'Draft Vendor'} by ${vendor.matchedBy}`
        : `Created draft vendor ${vendor.name || 'Draft Vendor'}`,
    ),
  );
  if (vendor.stranger)
    events.push(
      event(
        'match_vendor',
        'warning',
        `${vendor.stranger}: the invoice is matched to no vendor by its name or tax id, and bank details it gives wait for a person's approval`,
      ),
    );
  fieldsChanged['Invoice Vendor Id'] = vendor.vendorId;
  fieldsChanged['Invoice ID'] = input.invoiceId;
  const total = invoice.total ? ` for ${invoice.currency?.value ?? ''} ${invoice.total.value}` : '';
  return {
    summary: `Read invoice ${number ?? '(no number)'} from ${vendor.name || 'Draft Vendor'}${total.replace('  ', ' ')} in ${source}.${learnedFrom ? ` ${learnedFrom}.` : ''}`,
    events,
    outcomes: { fields_changed: fieldsChanged, checks: [], tasks_created: [] },
  };
};

/** How each learned rule reads in the run. */
const RULE_NAMES: Record<LearnedReading['applied'][number], string> = {
  vendor_name: "the vendor's name",
  currency: 'its currency',
  date_order: 'its date order',
  invoice_number_label: 'where it prints the invoice number',
  issue_date_label: 'where it prints the date',
  total_label: 'where it prints the total',
  total_position: 'its total as the largest amount',
  invoice_number_place: 'where it prints the invoice number',
  issue_date_place: 'where it prints the date',
  total_place: 'where it prints the total',
};

/** 'Read with what was learned from 1 correction', or undefined when no rule was used. */
export const learnedSentence = (learned: LearnedReading | undefined): string | undefined => {
  if (!learned || learned.applied.length === 0) return undefined;
  const n = Math.max(1, learned.corrections);
  return `Read with what was learned from ${n} correction${n === 1 ? '' : 's'}`;
};
