import { SUCCESS_TOASTS } from '@ap/domain';
import type { PayInvoiceResponse } from '@ap/domain/contract';
import {
  createInvoice,
  createSendEmailTask,
  createWorkflowRun,
  dashboardHandlers,
  invoiceHandlers,
} from '@ap/ui/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { renderScreen } from '../testing/render';
import { InvoiceDetails } from './InvoiceDetails';

const invoice = createInvoice({ id: 'inv-big', amount: 12_500 });
const run = (id: string) =>
  createWorkflowRun({
    id,
    invoice_id: invoice.id,
    outcomes: { fields_changed: {}, checks: [], tasks_created: ['task-email-1'] },
  });

function setUp() {
  const taskReads: string[] = [];
  server.use(
    ...invoiceHandlers({
      invoices: [invoice],
      workflowRuns: { [invoice.id]: [run('run-a'), run('run-b')] },
    }),
    ...dashboardHandlers({ tasks: [createSendEmailTask()] }),
  );
  server.events.on('request:start', ({ request }) => {
    if (/\/api\/tasks\/[^/]+$/.test(new URL(request.url).pathname)) taskReads.push(request.url);
  });
  return { taskReads };
}

describe('InvoiceDetails', () => {
  it('loads each task the runs created once, however many runs name it', async () => {
    const { taskReads } = setUp();
    renderScreen(<InvoiceDetails invoiceId={invoice.id} onClose={() => {}} />);
    expect(await screen.findAllByText(/Missing W-9 for invoice INV-1001/)).not.toHaveLength(0);
    expect(taskReads).toHaveLength(1);
    server.events.removeAllListeners();
  }, 20_000);

  it("keeps SPEC §3's toast title when a payment over $10,000 became an approval task", async () => {
    setUp();
    server.events.removeAllListeners();
    const message = 'Payments over $10,000 need approval: a pay_invoice task was created.';
    server.use(
      http.post('*/api/invoices/:id/pay', () =>
        HttpResponse.json<PayInvoiceResponse>({
          outcome: 'approval_required',
          message,
          payment: null,
          task: null,
        }),
      ),
    );
    renderScreen(<InvoiceDetails invoiceId={invoice.id} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: /^pay/i }));
    // The title stays the spec's words; the server's explanation is the message below it.
    const toast = (await screen.findByText(message)).closest('.mantine-Notification-root');
    expect(toast).not.toBeNull();
    expect(toast).toHaveTextContent(SUCCESS_TOASTS.invoiceQueuedForPayment);
  }, 20_000);
});
