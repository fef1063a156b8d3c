import { SUCCESS_TOASTS } from '@ap/domain';
import type { ApiError, Invoice, Vendor } from '@ap/domain/contract';
import { HttpResponse, http } from 'msw';
import { createInvoiceList } from '../fixtures/invoices';
import { createOnboardingVendor, createVendor } from '../fixtures/vendors';

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

export interface AdminHandlerData {
  /** Invoices for GET /api/admin/invoices; default `createInvoiceList()`. */
  invoices?: Invoice[];
  /** Vendors for GET /api/admin/vendors; default an onboarded and an onboarding vendor. */
  vendors?: Vendor[];
}

/** The admin list and delete calls, on in-memory copies so a delete shows in the next list. */
export function adminHandlers({
  invoices = createInvoiceList(),
  vendors = [createVendor(), createOnboardingVendor()],
}: AdminHandlerData = {}) {
  const invoiceStore = [...invoices];
  const vendorStore = [...vendors];
  const remove = <T extends { id: string }>(store: T[], id: unknown) => {
    const index = store.findIndex((entry) => entry.id === id);
    if (index >= 0) store.splice(index, 1);
    return index >= 0;
  };
  return [
    http.get(`${API}/admin/invoices`, () => HttpResponse.json(invoiceStore)),
    http.delete(`${API}/admin/invoices/:id`, ({ params }) =>
      remove(invoiceStore, params.id)
        ? HttpResponse.json({ message: SUCCESS_TOASTS.invoiceDeleted })
        : notFound('Invoice'),
    ),
    http.get(`${API}/admin/vendors`, () => HttpResponse.json(vendorStore)),
    http.delete(`${API}/admin/vendors/:id`, ({ params }) =>
      remove(vendorStore, params.id)
        ? HttpResponse.json({ message: SUCCESS_TOASTS.vendorDeleted })
        : notFound('Vendor'),
    ),
  ];
}

/** Every admin call fails with a 500 (error states and delete error toasts). */
export const adminErrorHandlers = [
  http.get(`${API}/admin/invoices`, serverError),
  http.delete(`${API}/admin/invoices/:id`, serverError),
  http.get(`${API}/admin/vendors`, serverError),
  http.delete(`${API}/admin/vendors/:id`, serverError),
];
