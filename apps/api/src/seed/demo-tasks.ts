import type { payments, tasks } from '../db/schema';
import { DEMO_ORG_ID, DEMO_USER_EMAIL } from './demo-ids';

type TaskInsert = typeof tasks.$inferInsert;

const org = DEMO_ORG_ID;
const at = (iso: string) => new Date(iso);

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
