import { SUCCESS_TOASTS } from '@ap/domain';
import {
  type ApiError,
  type Invoice,
  type PayInvoiceResponse,
  toInvoiceListRow,
  type Vendor,
  type WorkflowRun,
} from '@ap/domain/contract';
import { delay, HttpResponse, http } from 'msw';
import { createInvoiceList } from '../fixtures/invoices';
import { createVendor } from '../fixtures/vendors';
import { createWorkflowRun } from '../fixtures/workflow-runs';

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

/** Successful answers for the invoice list, detail, save, pay, workflow-run and vendor calls. */
export function invoiceHandlers({
  invoices = createInvoiceList(),
  workflowRuns,
  vendors = [createVendor()],
}: InvoiceHandlerData = {}) {
  const runsFor = (id: string) =>
    workflowRuns ? (workflowRuns[id] ?? []) : [createWorkflowRun({ invoice_id: id })];
  return [
    // The list answers rows (what the list shows); the whole invoice comes by id.
    http.get(`${API}/invoices/`, () => HttpResponse.json(invoices.map(toInvoiceListRow))),
    http.get(`${API}/invoices/:id`, ({ params }) => {
      const invoice = invoices.find((candidate) => candidate.id === params.id);
      return invoice ? HttpResponse.json(invoice) : notFound('Invoice');
    }),
    http.patch(`${API}/invoices/:id`, ({ params }) => {
      const invoice = invoices.find((candidate) => candidate.id === params.id);
      return invoice ? HttpResponse.json(invoice) : notFound('Invoice');
    }),
    http.post(`${API}/invoices/:id/pay`, () =>
      HttpResponse.json<PayInvoiceResponse>({
        outcome: 'queued',
        message: SUCCESS_TOASTS.invoiceQueuedForPayment,
        payment: null,
        task: null,
      }),
    ),
    http.get(`${API}/workflow-runs/invoice/:id`, ({ params }) =>
      HttpResponse.json(runsFor(String(params.id))),
    ),
    http.get(`${API}/vendors/:vendorId`, ({ params }) => {
      const vendor = vendors.find((candidate) => candidate.id === params.vendorId);
      return vendor ? HttpResponse.json(vendor) : notFound('Vendor');
    }),
  ];
}

/** The invoice list never answers (loading state). */
export const invoiceListLoadingHandlers = [
  http.get(`${API}/invoices/`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

/** Every invoice read fails with a 500 (error states). */
export const invoiceErrorHandlers = [
  http.get(`${API}/invoices/`, serverError),
  http.get(`${API}/invoices/:id`, serverError),
  http.get(`${API}/workflow-runs/invoice/:id`, serverError),
];
