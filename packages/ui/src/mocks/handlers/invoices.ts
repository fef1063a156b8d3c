import { centsToAmount, computeDashboardStats, SUCCESS_TOASTS } from '@ap/domain';
import {
  type ApiError,
  type DashboardSummary,
  type Invoice,
  type InvoiceChanges,
  type InvoicePage,
  type InvoicePageRow,
  type PayInvoiceResponse,
  toInvoiceListRow,
  type Vendor,
  type WorkflowRun,
} from '@ap/domain/contract';
import { delay, HttpResponse, http } from 'msw';
import { createInvoiceList } from '../fixtures/invoices';
import { createVendor } from '../fixtures/vendors';
import { createWorkflowRun } from '../fixtures/workflow-runs';
import { codingHandlers } from './coding';

// '*' matches any origin, so the same handlers serve Storybook and the web app's tests.
const API = '*/api';

const notFound = (what: string) =>
  HttpResponse.json<ApiError>(
    { error: 'not_found', message: `${what} not found` },
    { status: 404 },
  );
const serverError = () =>
  HttpResponse.json<ApiError>(
    { error: 'internal_error', message: 'Internal Server Error' },
    { status: 500 },
  );

export interface InvoiceHandlerData {
  /** Invoices the list and detail calls answer with; default `createInvoiceList()`. */
  invoices?: Invoice[];
  /** Workflow runs per invoice id; default one run for every invoice. */
  workflowRuns?: Record<string, WorkflowRun[]>;
  /** Vendors by id for GET /api/vendors/{id}; default the fixture vendor. */
  vendors?: Vendor[];
}

const pageRow = (invoice: Invoice): InvoicePageRow => ({
  ...toInvoiceListRow(invoice),
  created_at: invoice.created_at,
});

/** A version in the server's shape (a snapshot's text); the mock counts saves with it. */
const versionText = (n: number) => `${n}:${n}:`;

/**
 * Successful answers for the invoice list (whole, paged and its changes), the dashboard
 * summary, detail, save, pay, workflow-run and vendor calls. Pages keep the given order
 * (`cursor` is the next offset); a save counts as a change the next changes call reports.
 */
export function invoiceHandlers({
  invoices = createInvoiceList(),
  workflowRuns,
  vendors = [createVendor()],
}: InvoiceHandlerData = {}) {
  const runsFor = (id: string) =>
    workflowRuns ? (workflowRuns[id] ?? []) : [createWorkflowRun({ invoice_id: id })];
  // Which invoice each save changed, in order: version n+1 is the state after save n.
  const saved: string[] = [];
  const version = () => versionText(saved.length + 1);
  return [
    ...codingHandlers(),
    // The list answers rows (what the list shows); the whole invoice comes by id.
    http.get(`${API}/invoices/`, () => HttpResponse.json(invoices.map(toInvoiceListRow))),
    http.get(`${API}/invoices/page`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit') ?? 100);
      const from = Number(query.get('cursor') ?? 0);
      const next = from + limit < invoices.length ? String(from + limit) : null;
      return HttpResponse.json<InvoicePage>({
        invoices: invoices.slice(from, from + limit).map(pageRow),
        next_cursor: next,
        version: version(),
      });
    }),
    http.get(`${API}/invoices/changes`, ({ request }) => {
      const since = Number(new URL(request.url).searchParams.get('since')?.split(':')[0] ?? 1);
      const ids = new Set(saved.slice(since - 1));
      return HttpResponse.json<InvoiceChanges>({
        invoices: invoices.filter((invoice) => ids.has(invoice.id)).map(pageRow),
        deleted_ids: [],
        version: version(),
        reset: false,
      });
    }),
    http.get(`${API}/dashboard/summary`, () => {
      const stats = computeDashboardStats(invoices);
      return HttpResponse.json<DashboardSummary>({
        total_invoices: stats.totalInvoices,
        pending_invoices: stats.pendingInvoices,
        total_amount_due: centsToAmount(stats.totalAmountDueCents),
      });
    }),
    http.get(`${API}/invoices/:id`, ({ params }) => {
      const invoice = invoices.find((candidate) => candidate.id === params.id);
      return invoice ? HttpResponse.json(invoice) : notFound('Invoice');
    }),
    // The mocks keep no original files: every invoice answers that it has none.
    http.get(`${API}/invoices/:id/original`, () => notFound('Original file of the invoice')),
    http.patch(`${API}/invoices/:id`, ({ params }) => {
      const invoice = invoices.find((candidate) => candidate.id === params.id);
      if (invoice) saved.push(invoice.id);
      return invoice ? HttpResponse.json(invoice) : notFound('Invoice');
    }),
    http.post(`${API}/invoices/:id/pay`, ({ params }): Response => {
      const hold = invoices.find((candidate) => candidate.id === params.id)?.payment_hold;
      if (hold) {
        // The server's refusal, word for word.
        const why = `${hold.held_by}${hold.reason ? `: ${hold.reason}` : ''}`;
        return HttpResponse.json<ApiError>(
          { error: 'conflict', message: `Payment is on hold (held by ${why}); release it first` },
          { status: 409 },
        );
      }
      return HttpResponse.json<PayInvoiceResponse>({
        outcome: 'queued',
        message: SUCCESS_TOASTS.invoiceQueuedForPayment,
        payment: null,
        task: null,
      });
    }),
    http.get(`${API}/workflow-runs/invoice/:id`, ({ params }) =>
      HttpResponse.json(runsFor(String(params.id))),
    ),
    http.get(`${API}/vendors/:vendorId`, ({ params }) => {
      const vendor = vendors.find((candidate) => candidate.id === params.vendorId);
      return vendor ? HttpResponse.json(vendor) : notFound('Vendor');
    }),
  ];
}

const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

/** The invoice list and the dashboard summary never answer (loading states). */
export const invoiceListLoadingHandlers = [
  http.get(`${API}/invoices/`, never),
  http.get(`${API}/invoices/page`, never),
  http.get(`${API}/dashboard/summary`, never),
];

/** Every invoice read fails with a 500 (error states). */
export const invoiceErrorHandlers = [
  http.get(`${API}/invoices/`, serverError),
  http.get(`${API}/invoices/page`, serverError),
  http.get(`${API}/invoices/changes`, serverError),
  http.get(`${API}/dashboard/summary`, serverError),
  http.get(`${API}/invoices/:id`, serverError),
  http.get(`${API}/workflow-runs/invoice/:id`, serverError),
];
