import type { invoices, lineItems, threads } from '../db/schema';
import { allPassing, failing } from './demo-checks';
import { DEMO_ORG_ID } from './demo-ids';

type InvoiceInsert = typeof invoices.$inferInsert;
type ItemInsert = typeof lineItems.$inferInsert;
type ThreadInsert = typeof threads.$inferInsert;

const org = DEMO_ORG_ID;
const at = (iso: string) => new Date(iso);

export const demoThreads: ThreadInsert[] = [
  {
    id: 'thr_demo_office',
    orgId: org,
    subject: 'Invoice INV-1001 from Office Supplies Co',
    participants: ['billing@officesupplies.test', 'ap@acme.test'],
    latestActivity: at('2026-11-20T15:04:00Z'),
  },
  {
    id: 'thr_demo_cloud',
    orgId: org,
    subject: 'Cloudly Hosting: annual plan invoice',
    participants: ['ar@cloudly.test', 'ap@acme.test', 'dana@acme.test'],
    latestActivity: at('2026-11-19T10:30:00Z'),
  },
  {
    id: 'thr_demo_catering',
    orgId: org,
    subject: 'Catering for the offsite',
    participants: ['hello@greenleaf.test', 'ap@acme.test'],
    latestActivity: at('2026-11-18T09:12:00Z'),
  },
  {
    id: 'thr_demo_unknown',
    orgId: org,
    subject: 'Invoice attached',
    participants: ['invoices@unknown-sender.test', 'ap@acme.test'],
    latestActivity: at('2026-11-21T08:45:00Z'),
  },
];

const requisitioner = {
  requisitionerContactName: 'Dana Lopez',
  requisitionerContactEmail: 'dana@acme.test',
  requisitionerCompanyName: 'Acme Corp',
  requisitionerCompanyOfficeAddress: '1 Acme Way, Springfield, IL 62701',
};
const approved = [
  { role: 'Requisitioner', approver: 'Dana Lopez', approved: true },
  { role: 'Finance Manager', approver: 'Priya Shah', approved: true },
];

/** One invoice per display status: Ready to Pay (twice, one over $10k), Not Ready, Processing, Paid. */
export const demoInvoices: InvoiceInsert[] = [
  {
    id: 'inv_demo_ready',
    orgId: org,
    threadId: 'thr_demo_office',
    vendorId: 'ven_demo_office',
    invoiceNumber: 'INV-1001',
    amountCents: 125050,
    status: 'sent',
    issueDate: '2026-11-01',
    dueDate: '2026-12-01',
    paymentTerms: 'Net 30',
    approvals: approved,
    checks: allPassing(),
    createdAt: at('2026-11-20T15:00:00Z'),
    ...requisitioner,
  },
  {
    id: 'inv_demo_high_value',
    orgId: org,
    threadId: 'thr_demo_cloud',
    vendorId: 'ven_demo_cloud',
    invoiceNumber: 'CL-2026-044',
    amountCents: 1840000,
    status: 'sent',
    issueDate: '2026-11-05',
    dueDate: '2026-12-05',
    paymentTerms: 'Net 30',
    paymentSendDate: '2026-12-01',
    approvals: approved,
    checks: allPassing(),
    createdAt: at('2026-11-19T10:00:00Z'),
    ...requisitioner,
  },
  {
    id: 'inv_demo_overridden',
    orgId: org,
    threadId: 'thr_demo_cloud',
    vendorId: 'ven_demo_cloud',
    invoiceNumber: 'CL-2026-039',
    amountCents: 215000,
    status: 'sent',
    issueDate: '2026-10-05',
    dueDate: '2026-11-04',
    paymentTerms: 'Net 30',
    approvals: approved,
    checks: failing('invoice_addressed_to_organization').map((c) =>
      c.status === 'failed' ? { ...c, overridden: true, overridden_by: 'Dana Lopez' } : c,
    ),
    createdAt: at('2026-11-10T10:00:00Z'),
    ...requisitioner,
    // Billed to a sister company: the 'addressed to us' check fails, and Dana overrode it.
    requisitionerCompanyName: 'Acme Europe Ltd',
  },
  {
    id: 'inv_demo_not_ready',
    orgId: org,
    threadId: 'thr_demo_catering',
    vendorId: 'ven_demo_catering',
    invoiceNumber: 'GL-318',
    amountCents: 86000,
    status: 'overdue',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    paymentTerms: 'Due on receipt',
    approvals: [
      { role: 'Requisitioner', approver: 'Dana Lopez', approved: true },
      { role: 'Finance Manager', approver: 'Priya Shah', approved: false },
    ],
    checks: failing('vendor_required_fields', 'invoice_approval_status', 'payment_readiness'),
    createdAt: at('2026-11-18T09:00:00Z'),
    ...requisitioner,
  },
  {
    id: 'inv_demo_processing',
    orgId: org,
    threadId: 'thr_demo_unknown',
    vendorId: 'ven_demo_draft',
    invoiceNumber: null,
    amountCents: 42000,
    status: 'draft',
    issueDate: '2026-11-21',
    checks: [],
    approvals: [],
    createdAt: at('2026-11-21T08:45:00Z'),
  },
  {
    id: 'inv_demo_paid',
    orgId: org,
    threadId: 'thr_demo_office',
    vendorId: 'ven_demo_office',
    invoiceNumber: 'INV-0987',
    amountCents: 31240,
    status: 'paid',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    paymentSendDate: '2026-10-27',
    paymentTerms: 'Net 30',
    accountingEffectiveDate: '2026-10-01',
    approvals: approved,
    checks: allPassing(),
    createdAt: at('2026-10-02T12:00:00Z'),
    ...requisitioner,
  },
];

const item = (
  id: string,
  invoiceId: string,
  position: number,
  description: string,
  quantity: number,
  rateCents: number,
  coded = false,
): ItemInsert => ({
  id,
  orgId: org,
  invoiceId,
  position,
  description,
  quantity,
  rateCents,
  amountCents: Math.round(quantity * rateCents),
  ...(coded
    ? {
        quickbooksAccount: '6000 Office Expenses',
        quickbooksClass: 'Operations',
        quickbooksCustomerJob: 'Acme HQ',
        quickbooksBillable: false,
      }
    : {}),
});

export const demoLineItems: ItemInsert[] = [
  item('li_demo_ready_1', 'inv_demo_ready', 0, 'Printer paper (case)', 25, 4200, true),
  item('li_demo_ready_2', 'inv_demo_ready', 1, 'Toner cartridges', 5, 4010),
  item('li_demo_high_1', 'inv_demo_high_value', 0, 'Annual hosting plan', 1, 1840000, true),
  item('li_demo_over_1', 'inv_demo_overridden', 0, 'Extra bandwidth (TB)', 10, 21500),
  item('li_demo_nr_1', 'inv_demo_not_ready', 0, 'Offsite lunch (per person)', 40, 2150),
  item('li_demo_paid_1', 'inv_demo_paid', 0, 'Sticky notes', 44, 710, true),
];
