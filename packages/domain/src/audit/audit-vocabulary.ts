import type { AuditActor, AuditLogEntry } from '../contract/audit-log';

/**
 * What each recorded action means, in the words of the audit log screen. An action missing
 * here still reads well (`describeAuditAction` humanises its name), so new actions need no
 * entry to be shown, only a better one.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'user.invite': 'Invited a member',
  'user.invite_revoke': 'Withdrew an invitation',
  'user.role_change': "Changed a member's role",
  'user.remove': 'Removed a member',
  'invoice.create_from_email': 'Read an invoice from e-mail',
  'invoice.create_from_skipped_document': 'Made an invoice of a skipped document',
  'skipped_document.read_as_invoice': 'Read a skipped document as an invoice',
  'invoice.update': 'Edited an invoice',
  'invoice.delete': 'Deleted an invoice',
  'invoice.approve': 'Approved an invoice',
  'invoice.reject': 'Rejected an invoice',
  'invoice.paid': 'Invoice paid',
  'invoice.schedule_payment': 'Scheduled a payment',
  'invoice.mark_paid_outside': 'Marked an invoice paid outside the product',
  'vendor.update': 'Changed vendor details',
  'vendor.delete': 'Deleted a vendor',
  'vendor.bank_details.reveal': 'Revealed bank details',
  'vendor.rename': 'Renamed a vendor',
  'vendor.merge': 'Merged two vendors',
  'vendor.reading_rule.forget': 'Forgot a reading rule',
  'invoice.vendor.move': 'Moved an invoice to another vendor',
  'task.create': 'Drafted a task',
  'task.approved': 'Approved a task',
  'task.cancelled': 'Cancelled a task',
  'task.edited': 'Edited a task',
  'task.execute': 'Ran an approved task',
  'task.fail': 'A task failed',
  'payment.queue': 'Queued a payment',
  'payment.submit': 'Sent a payment to the bank',
  'payment.wait': 'Payment waiting',
  'payment.complete': 'Payment completed',
  'payment.fail': 'Payment failed',
  'payment.bill_booked': 'Booked the bill in the accounting system',
  'payment.bill_payment_booked': 'Booked the payment in the accounting system',
  'payment.accounting_refused': 'The accounting system refused a booking',
  'thread.message': 'Wrote in a thread',
  'settings.read_only_mode': 'Changed the mailbox permission level',
  'settings.payment_protection': 'Changed payment protection',
  'settings.dual_control': 'Changed dual control',
  'settings.mandatory_checks': 'Changed the mandatory checks',
  'settings.protected_actions': 'Changed the protected actions',
  'settings.vendor_subset': 'Changed the vendor subset',
  'settings.approval_chains': 'Changed the approval chains',
  'settings.company_details': 'Changed the company details',
  'settings.mapping_rules': 'Changed the mapping rules',
  'settings.coding_dimension.add': 'Added a dimension for coding',
  'gmail.link': 'Connected the mailbox',
  'gmail.unlink': 'Unlinked the mailbox',
  'quickbooks.link': 'Connected the accounting system',
  'quickbooks.unlink': 'Unlinked the accounting system',
  'moov.link': 'Connected the bank account',
  'moov.unlink': 'Unlinked the bank account',
  'moov.account.refused': 'Refused a bank account it does not own',
  'seed.demo': 'Created the demo data',
};

/** The action filter's families (`family.*` in the audit-log query), in the screen's order. */
export const AUDIT_ACTION_FAMILIES = [
  { value: 'user.*', label: 'Members' },
  { value: 'invoice.*', label: 'Invoices' },
  { value: 'payment.*', label: 'Payments' },
  { value: 'task.*', label: 'Tasks' },
  { value: 'vendor.*', label: 'Vendors' },
  { value: 'settings.*', label: 'Settings' },
  { value: 'thread.*', label: 'Threads' },
  { value: 'gmail.*', label: 'Mailbox' },
  { value: 'quickbooks.*', label: 'Accounting system' },
  { value: 'moov.*', label: 'Bank account' },
  { value: 'skipped_document.*', label: 'Skipped documents' },
] as const;

const ENTITY_LABELS: Readonly<Record<string, string>> = {
  user: 'Member',
  invoice: 'Invoice',
  vendor: 'Vendor',
  task: 'Task',
  payment: 'Payment',
  thread: 'Thread',
  organization: 'Organization',
  integration: 'Integration',
  moov_account: 'Bank account',
  skipped_document: 'Skipped document',
  coding_dimension: 'Coding dimension',
};

const sentenceCase = (words: string) =>
  words.charAt(0).toUpperCase() + words.slice(1).replace(/[_.]+/g, ' ');

/** 'Invited a member'; an action without a label reads from its name ('invoice.foo_bar' → 'Invoice foo bar'). */
export function describeAuditAction(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? sentenceCase(action);
}

/** The known actions of a family (`user.*`), for the action filter. */
export function auditActionsOf(family: string): string[] {
  const prefix = family.replace(/\*$/, '');
  return Object.keys(AUDIT_ACTION_LABELS).filter((action) => action.startsWith(prefix));
}

/** Who acted: their e-mail, 'Assistant' or 'System'. */
export function describeAuditActor(actor: AuditActor): string {
  if (actor.type === 'assistant') return 'Assistant';
  if (actor.type === 'system') return 'System';
  return actor.email ?? actor.user_id;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** Which record: 'Invoice inv_123'; a member by their e-mail. */
export function describeAuditRecord(entry: AuditLogEntry): string {
  const label = ENTITY_LABELS[entry.entity_type] ?? sentenceCase(entry.entity_type);
  const email = field(entry.after, 'email') ?? field(entry.before, 'email');
  const name = entry.entity_type === 'user' && typeof email === 'string' ? email : entry.entity_id;
  return `${label} ${name}`;
}

const SHOWN_FIELDS = 3;
const humanKey = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const shortValue = (value: unknown): string | undefined => {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && value.length <= 40) return value === '' ? '(empty)' : value;
  if (value === null) return '(none)';
  return undefined;
};

/**
 * What changed, in a line: 'role: Member → Admin', 'dual control: on'. Only the fields that
 * differ, short values shown (long ones named only), at most three and a count of the rest.
 * Values are as the server recorded them: secrets are already masked there.
 */
export function describeAuditChange(entry: AuditLogEntry): string {
  const { before, after } = entry;
  if (!isRecord(after)) return '';
  // A member's e-mail names the record (describeAuditRecord), so it is not a change.
  const naming = entry.entity_type === 'user' ? ['email'] : [];
  const changed = Object.keys(after).filter(
    (key) =>
      !naming.includes(key) && JSON.stringify(field(before, key)) !== JSON.stringify(after[key]),
  );
  const parts = changed.slice(0, SHOWN_FIELDS).map((key) => {
    const to = shortValue(after[key]);
    const from = isRecord(before) && key in before ? shortValue(before[key]) : undefined;
    if (to === undefined) return humanKey(key);
    return from === undefined ? `${humanKey(key)}: ${to}` : `${humanKey(key)}: ${from} → ${to}`;
  });
  const rest = changed.length - SHOWN_FIELDS;
  return rest > 0 ? `${parts.join('; ')}; and ${rest} more` : parts.join('; ');
}
