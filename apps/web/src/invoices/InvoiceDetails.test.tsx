import { SUCCESS_TOASTS } from '@ap/domain';
import type { DraftedEmail, PayInvoiceResponse } from '@ap/domain/contract';
import {
  createInvoice,
  createSendEmailTask,
  createWorkflowRun,
  dashboardHandlers,
  invoiceHandlers,
} from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
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
    const { taskReads } = setUp();
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
    expect(await screen.findAllByText(/Missing W-9 for invoice INV-1001/)).not.toHaveLength(0);
    const readsBefore = taskReads.length;
    await userEvent.click(await screen.findByRole('button', { name: /^pay/i }));
    // The title stays the spec's words; the server's explanation is the message below it.
    const toast = (await screen.findByText(message)).closest('.mantine-Notification-root');
    expect(toast).not.toBeNull();
    expect(toast).toHaveTextContent(SUCCESS_TOASTS.invoiceQueuedForPayment);
    // The runs' existing task did not change: it is not read again.
    expect(taskReads).toHaveLength(readsBefore);
    server.events.removeAllListeners();
  }, 20_000);

  it("the Form W-9 button drafts the request and says so; a refusal shows the server's reason", async () => {
    setUp();
    server.events.removeAllListeners();
    const asked: string[] = [];
    server.use(
      http.post('*/api/invoices/:id/w9-request', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json<DraftedEmail>({
          task: createSendEmailTask(),
          created: true,
          message: 'The W-9 request drafted: approve it in the tasks to send it',
        });
      }),
      http.post('*/api/invoices/:id/requisitioner-email', () =>
        HttpResponse.json(
          { error: 'unprocessable', message: "The invoice has no requisitioner's e-mail address" },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<InvoiceDetails invoiceId={invoice.id} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Form W-9' }));
    expect(
      await screen.findByText('The W-9 request drafted: approve it in the tasks to send it'),
    ).toBeInTheDocument();
    expect(asked).toEqual([invoice.id]);
    await userEvent.click(screen.getByRole('button', { name: 'Requisitioner' }));
    expect(await screen.findByText('Failed to draft the e-mail')).toBeInTheDocument();
  }, 20_000);

  it('a drafted W-9 request is said at once, without reading the runs’ other tasks again', async () => {
    const { taskReads } = setUp();
    renderScreen(<InvoiceDetails invoiceId={invoice.id} onClose={() => {}} />);
    expect(await screen.findAllByText(/Missing W-9 for invoice INV-1001/)).not.toHaveLength(0);
    const readsBefore = taskReads.length;
    // A busy server: a task read from now on answers only when the test ends.
    let answerTaskReads = () => {};
    const held = new Promise<void>((resolve) => {
      answerTaskReads = resolve;
    });
    server.use(
      http.get('*/api/tasks/:id', async () => {
        await held;
        return HttpResponse.json(createSendEmailTask());
      }),
      http.post('*/api/invoices/:id/w9-request', () =>
        HttpResponse.json<DraftedEmail>({
          task: createSendEmailTask(),
          created: true,
          message: 'The W-9 request drafted: approve it in the tasks to send it',
        }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Form W-9' }));
    expect(
      await screen.findByText('The W-9 request drafted: approve it in the tasks to send it'),
    ).toBeInTheDocument();
    // The existing task did not change: it is not fetched again.
    expect(taskReads).toHaveLength(readsBefore);
    answerTaskReads();
    server.events.removeAllListeners();
  }, 20_000);

  it('the Requisitioner button opens the drafted e-mail to write, and saves it to the task', async () => {
    // The Body textarea resizes when fonts load; jsdom has no FontFaceSet.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
      });
    }
    setUp();
    server.events.removeAllListeners();
    const drafted = createSendEmailTask({
      id: 'task-requisitioner',
      parameters: {
        to: ['dana@example.com'],
        cc: [],
        subject: 'Invoice INV-1001 from Acme Supplies',
        body: 'Hello Dana,',
      },
    });
    const saved: unknown[] = [];
    server.use(
      http.post('*/api/invoices/:id/requisitioner-email', () =>
        HttpResponse.json<DraftedEmail>({
          task: drafted,
          created: true,
          message: 'The e-mail to the requisitioner drafted: approve it in the tasks to send it',
        }),
      ),
      http.put('*/api/tasks/:id/parameters', async ({ request, params }) => {
        saved.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(drafted);
      }),
    );
    renderScreen(<InvoiceDetails invoiceId={invoice.id} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Requisitioner' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit email' });
    const body = within(editor).getByLabelText(/Body/);
    expect(body).toHaveValue('Hello Dana,');
    await userEvent.type(body, ' could you confirm the delivery?');
    await userEvent.click(within(editor).getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          id: 'task-requisitioner',
          body: expect.objectContaining({ body: 'Hello Dana, could you confirm the delivery?' }),
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit email' })).toBeNull());
  }, 20_000);

  it('an Admin overrides a red fraud signal with a reason, through the audited override call', async () => {
    const flagged = createInvoice({
      id: 'inv-fraud',
      checks: [
        {
          name: 'fraud_signals',
          status: 'failed',
          overridden: false,
          overridden_by: null,
          blocking: true,
        },
      ],
    });
    server.use(...invoiceHandlers({ invoices: [flagged], workflowRuns: { [flagged.id]: [] } }));
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/invoices/:id/checks/override', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ...flagged, checks: [] });
      }),
    );
    renderScreen(<InvoiceDetails invoiceId={flagged.id} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: /No Fraud Signals/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Override with a reason' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason for overriding No Fraud Signals' }),
      'Called the vendor back',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm override' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { id: 'inv-fraud', body: { check: 'fraud_signals', reason: 'Called the vendor back' } },
      ]),
    );
    expect(await screen.findByText(SUCCESS_TOASTS.invoiceUpdated)).toBeInTheDocument();
  }, 20_000);
});
