import type { WorkflowEvent } from '@ap/domain/contract';
import type { payments, tasks, workflowRuns } from '../db/schema';
import { allPassing, failing } from './demo-checks';
import { DEMO_ORG_ID, DEMO_USER_EMAIL } from './demo-ids';

type RunInsert = typeof workflowRuns.$inferInsert;
type TaskInsert = typeof tasks.$inferInsert;

const org = DEMO_ORG_ID;
const at = (iso: string) => new Date(iso);
const event = (
  node_name: string,
  event_type: WorkflowEvent['event_type'],
  message: string,
  timestamp: string,
): WorkflowEvent => ({ node_name, event_type, message, timestamp });

export const demoWorkflowRuns: RunInsert[] = [
  {
    id: 'run_demo_ready',
    orgId: org,
    invoiceId: 'inv_demo_ready',
    threadId: 'thr_demo_office',
    status: 'completed',
    trigger: 'email_received',
    summary: 'Extracted INV-1001, matched Office Supplies Co, all checks passed.',
    startedAt: at('2026-11-20T15:00:05Z'),
    completedAt: at('2026-11-20T15:01:10Z'),
    events: [
      event(
        'extract_invoice',
        'completed',
        'Extracted invoice INV-1001 (2 line items)',
        '2026-11-20T15:00:20Z',
      ),
      event('match_vendor', 'other', 'Set Vendor Name: Office Supplies Co', '2026-11-20T15:00:40Z'),
      event('run_checks', 'completed', 'All 8 checks passed', '2026-11-20T15:01:05Z'),
    ],
    outcomes: {
      fields_changed: {
        'Invoice Vendor Id': 'ven_demo_office',
        'Invoice Number': 'INV-1001',
        'Invoice Amount': 1250.5,
      },
      checks: allPassing(),
      tasks_created: ['task_demo_email_executed'],
    },
  },
  {
    id: 'run_demo_high_value',
    orgId: org,
    invoiceId: 'inv_demo_high_value',
    threadId: 'thr_demo_cloud',
    status: 'completed',
    trigger: 'email_received',
    summary: 'High-value invoice: payment drafted for approval.',
    startedAt: at('2026-11-19T10:00:05Z'),
    completedAt: at('2026-11-19T10:02:00Z'),
    events: [
      event(
        'extract_invoice',
        'completed',
        'Extracted invoice CL-2026-044',
        '2026-11-19T10:00:30Z',
      ),
      event('match_vendor', 'other', 'Set Vendor Name: Cloudly Hosting', '2026-11-19T10:00:50Z'),
      event(
        'plan_payment',
        'warning',
        'Amount over $10,000: payment needs approval',
        '2026-11-19T10:01:50Z',
      ),
    ],
    outcomes: {
      fields_changed: { 'Invoice Vendor Id': 'ven_demo_cloud', 'Payment Send Date': '2026-12-01' },
      checks: allPassing(),
      tasks_created: ['task_demo_pay_pending'],
    },
  },
  {
    id: 'run_demo_not_ready',
    orgId: org,
    invoiceId: 'inv_demo_not_ready',
    threadId: 'thr_demo_catering',
    status: 'completed',
    trigger: 'email_received',
    summary: 'Vendor details incomplete; drafted a request for tax information.',
    startedAt: at('2026-11-18T09:00:05Z'),
    completedAt: at('2026-11-18T09:03:00Z'),
    events: [
      event('extract_invoice', 'completed', 'Extracted invoice GL-318', '2026-11-18T09:00:30Z'),
      event(
        'match_vendor',
        'other',
        'Set Vendor Name: Green Leaf Catering',
        '2026-11-18T09:01:00Z',
      ),
      event(
        'run_checks',
        'error',
        'vendor_required_fields failed: tax id, bank details missing',
        '2026-11-18T09:02:00Z',
      ),
      event(
        'draft_actions',
        'warning',
        'Drafted an e-mail to the vendor and a vendor update for approval',
        '2026-11-18T09:02:50Z',
      ),
    ],
    outcomes: {
      fields_changed: { 'Invoice Vendor Id': 'ven_demo_catering', 'Invoice Status': 'overdue' },
      checks: failing('vendor_required_fields', 'invoice_approval_status', 'payment_readiness'),
      tasks_created: ['task_demo_email_pending', 'task_demo_vendor_pending'],
    },
  },
  {
    id: 'run_demo_processing',
    orgId: org,
    invoiceId: 'inv_demo_processing',
    threadId: 'thr_demo_unknown',
    status: 'running',
    trigger: 'email_received',
    summary: null,
    startedAt: at('2026-11-21T08:45:10Z'),
    completedAt: null,
    events: [
      event(
        'extract_invoice',
        'warning',
        'Invoice number not found on the document',
        '2026-11-21T08:45:40Z',
      ),
      event(
        'match_vendor',
        'error',
        'Sender does not match a known vendor',
        '2026-11-21T08:46:00Z',
      ),
    ],
    outcomes: { fields_changed: {}, checks: [], tasks_created: ['task_demo_email_cancelled'] },
  },
  {
    id: 'run_demo_paid',
    orgId: org,
    invoiceId: 'inv_demo_paid',
    threadId: 'thr_demo_office',
    status: 'completed',
    trigger: 'email_received',
    summary: 'Paid by ACH on 2026-10-27.',
    startedAt: at('2026-10-02T12:00:05Z'),
    completedAt: at('2026-10-27T16:00:00Z'),
    events: [
      event('extract_invoice', 'completed', 'Extracted invoice INV-0987', '2026-10-02T12:00:30Z'),
      event('execute_payment', 'completed', 'ACH transfer completed', '2026-10-27T16:00:00Z'),
    ],
    outcomes: {
      fields_changed: { 'Invoice Status': 'paid' },
      checks: allPassing(),
      tasks_created: ['task_demo_pay_executed'],
    },
  },
];

const email = (to: string, subject: string, body: string) => ({ to: [to], cc: [], subject, body });

/** Tasks of every type (send_email, update_vendor, pay_invoice) and every status. */
export const demoTasks: TaskInsert[] = [
  {
    id: 'task_demo_email_pending',
    orgId: org,
    taskType: 'send_email',
    status: 'pending',
    invoiceId: 'inv_demo_not_ready',
    workflowRunId: 'run_demo_not_ready',
    createdAt: at('2026-11-18T09:02:40Z'),
    parameters: email(
      'hello@greenleaf.test',
      'Tax information needed for invoice GL-318',
      'Hello Maya,\n\nPlease send your W-9 and bank details so we can pay invoice GL-318.\n\nThanks,\nAcme AP',
    ),
  },
  {
    id: 'task_demo_vendor_pending',
    orgId: org,
    taskType: 'update_vendor',
    status: 'pending',
    invoiceId: 'inv_demo_not_ready',
    workflowRunId: 'run_demo_not_ready',
    createdAt: at('2026-11-18T09:02:45Z'),
    parameters: {
      vendor_id: 'ven_demo_catering',
      invoice_number: 'GL-318',
      changes: { phone: '+1 555 0102' },
    },
  },
  {
    id: 'task_demo_pay_pending',
    orgId: org,
    taskType: 'pay_invoice',
    status: 'pending',
    invoiceId: 'inv_demo_high_value',
    workflowRunId: 'run_demo_high_value',
    createdAt: at('2026-11-19T10:01:55Z'),
    parameters: {
      vendor_id: 'ven_demo_cloud',
      invoice_number: 'CL-2026-044',
      invoice_id: 'inv_demo_high_value',
      amount: 18400,
    },
  },
  {
    id: 'task_demo_email_executed',
    orgId: org,
    taskType: 'send_email',
    status: 'executed',
    invoiceId: 'inv_demo_ready',
    workflowRunId: 'run_demo_ready',
    createdAt: at('2026-11-20T15:01:08Z'),
    approvedAt: at('2026-11-20T15:30:00Z'),
    approvedByEmail: DEMO_USER_EMAIL,
    executedAt: at('2026-11-20T15:30:02Z'),
    parameters: email(
      'billing@officesupplies.test',
      'Invoice INV-1001 received',
      'We received invoice INV-1001 and scheduled it for payment.',
    ),
  },
  {
    id: 'task_demo_vendor_approved',
    orgId: org,
    taskType: 'update_vendor',
    status: 'approved',
    invoiceId: 'inv_demo_overridden',
    createdAt: at('2026-11-10T10:05:00Z'),
    approvedAt: at('2026-11-10T11:00:00Z'),
    approvedByEmail: DEMO_USER_EMAIL,
    parameters: {
      vendor_id: 'ven_demo_cloud',
      invoice_number: 'CL-2026-039',
      changes: { contact_name: 'Sam Reyes' },
    },
  },
  {
    id: 'task_demo_email_failed',
    orgId: org,
    taskType: 'send_email',
    status: 'failed',
    invoiceId: 'inv_demo_overridden',
    createdAt: at('2026-11-10T10:06:00Z'),
    approvedAt: at('2026-11-10T11:01:00Z'),
    approvedByEmail: DEMO_USER_EMAIL,
    errorMessage: 'The mailbox is connected read-only: sending e-mail needs full access',
    parameters: email(
      'ar@cloudly.test',
      'Invoice CL-2026-039 addressed to the wrong entity',
      'Please reissue the invoice to Acme Corp.',
    ),
  },
  {
    id: 'task_demo_email_cancelled',
    orgId: org,
    taskType: 'send_email',
    status: 'cancelled',
    invoiceId: 'inv_demo_processing',
    workflowRunId: 'run_demo_processing',
    createdAt: at('2026-11-21T08:46:10Z'),
    parameters: email(
      'invoices@unknown-sender.test',
      'Who are you?',
      'Please tell us your company details.',
    ),
  },
  {
    id: 'task_demo_pay_executed',
    orgId: org,
    taskType: 'pay_invoice',
    status: 'executed',
    invoiceId: 'inv_demo_paid',
    workflowRunId: 'run_demo_paid',
    createdAt: at('2026-10-20T09:00:00Z'),
    approvedAt: at('2026-10-26T09:00:00Z'),
    approvedByEmail: DEMO_USER_EMAIL,
    executedAt: at('2026-10-26T09:00:01Z'),
    parameters: {
      vendor_id: 'ven_demo_office',
      invoice_number: 'INV-0987',
      invoice_id: 'inv_demo_paid',
      amount: 312.4,
    },
  },
  {
    id: 'task_demo_pay_cancelled',
    orgId: org,
    taskType: 'pay_invoice',
    status: 'cancelled',
    invoiceId: 'inv_demo_ready',
    createdAt: at('2026-11-20T15:01:09Z'),
    parameters: {
      vendor_id: 'ven_demo_office',
      invoice_number: 'INV-1001',
      invoice_id: 'inv_demo_ready',
      amount: 1250.5,
    },
  },
];

export const demoPayments: (typeof payments.$inferInsert)[] = [
  {
    id: 'pay_demo_paid',
    orgId: org,
    invoiceId: 'inv_demo_paid',
    amountCents: 31240,
    currency: 'USD',
    status: 'completed',
    idempotencyKey: 'invoice-inv_demo_paid-pay_demo_paid',
    createdAt: at('2026-10-26T09:00:01Z'),
  },
];
