import type { WorkflowEvent } from '@ap/domain/contract';
import type { workflowRuns } from '../db/schema';
import { allPassing, failing } from './demo-checks';
import { DEMO_ORG_ID } from './demo-ids';

type RunInsert = typeof workflowRuns.$inferInsert;

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
