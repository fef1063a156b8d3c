import { SUCCESS_TOASTS } from '@ap/domain';
import type { ApiError, Invoice } from '@ap/domain/contract';
import { createInvoice, invoiceHandlers } from '@ap/ui/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { demoMembership, renderScreen, signedInSession } from '../testing/render';
import { InvoiceDetails } from './InvoiceDetails';

const waiting = (): Invoice =>
  createInvoice({
    id: 'inv-approve',
    approvals: [
      { role: 'Requisitioner', approver: 'dana@acme.test', approved: false },
      { role: 'Admin', approver: '', approved: false },
    ],
  });

/** The invoice API with an approve endpoint that approves the requisitioner's step. */
function setUp() {
  let invoice = waiting();
  const approveCalls: string[] = [];
  server.use(
    http.get('*/api/invoices/:id', () => HttpResponse.json(invoice)),
    http.get('*/api/invoices/:id/original', () => new HttpResponse(null, { status: 404 })),
    http.post('*/api/invoices/:id/approvals/approve', ({ params }) => {
      approveCalls.push(String(params.id));
      invoice = {
        ...invoice,
        approvals: invoice.approvals.map((step, index) =>
          index === 0 ? { ...step, approved: true } : step,
        ),
      };
      return HttpResponse.json(invoice);
    }),
    ...invoiceHandlers({ invoices: [invoice], workflowRuns: { [invoice.id]: [] } }),
  );
  return { approveCalls };
}

const member = (email: string) =>
  signedInSession({
    user: { email, firstName: 'Dana', lastName: 'Lopez' },
    orgs: [demoMembership('Member')],
    activeOrg: demoMembership('Member'),
  });

describe('approving an invoice in its dialog', () => {
  it('lets the requisitioner approve their step, and shows it approved', async () => {
    const { approveCalls } = setUp();
    renderScreen(
      <InvoiceDetails invoiceId="inv-approve" onClose={() => {}} />,
      member('Dana@Acme.test'),
    );
    expect(await screen.findByText('Awaiting your approval')).toBeInTheDocument();
    expect(screen.getByText('Any Admin or Owner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(SUCCESS_TOASTS.invoiceApproved)).toBeInTheDocument();
    expect(approveCalls).toEqual(['inv-approve']);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting your approval')).not.toBeInTheDocument();
    // The Admin step still waits, and it is not this Member's to decide.
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  }, 20_000);

  it('offers no Approve to a Member the chain does not name', async () => {
    const { approveCalls } = setUp();
    renderScreen(
      <InvoiceDetails invoiceId="inv-approve" onClose={() => {}} />,
      member('sam@acme.test'),
    );
    expect(await screen.findByText('dana@acme.test')).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting approval')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(approveCalls).toEqual([]);
  }, 20_000);

  it('lets an Admin decide the step that names nobody', async () => {
    setUp();
    renderScreen(<InvoiceDetails invoiceId="inv-approve" onClose={() => {}} />);
    expect(await screen.findByText('Awaiting your approval')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  }, 20_000);

  it("shows the API's reason when it refuses", async () => {
    setUp();
    const message = 'This approval waits for dana@acme.test; you are signed in as ap@acme.test.';
    server.use(
      http.post('*/api/invoices/:id/approvals/approve', () =>
        HttpResponse.json<ApiError>({ error: 'forbidden', message }, { status: 403 }),
      ),
    );
    renderScreen(<InvoiceDetails invoiceId="inv-approve" onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS_TOASTS.invoiceApproved)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  }, 20_000);
});
