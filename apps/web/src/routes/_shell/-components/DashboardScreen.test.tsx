import { ERROR_TOASTS, SUCCESS_TOASTS } from '@ap/domain';
import {
  createInvoiceList,
  createPayInvoiceTask,
  createSendEmailTask,
  dashboardHandlers,
  invoiceHandlers,
} from '@ap/ui/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderScreen } from '../../../testing/render';
import { DashboardScreen } from './DashboardScreen';

const tasks = () => [createSendEmailTask({ id: 'task-1' }), createPayInvoiceTask({ id: 'task-3' })];

describe('DashboardScreen', () => {
  it('approves a pending task: toast, and the task leaves the pending list', async () => {
    server.use(
      ...dashboardHandlers({ tasks: tasks() }),
      ...invoiceHandlers({ invoices: createInvoiceList() }),
    );
    renderScreen(<DashboardScreen />);
    const approveButtons = await screen.findAllByRole('button', { name: 'Approve' });
    expect(approveButtons).toHaveLength(2);

    await userEvent.click(approveButtons[0]!);

    expect(await screen.findByText(SUCCESS_TOASTS.taskApproved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1));
  });

  it('shows the toast and keeps the task when the approval fails', async () => {
    server.use(...dashboardHandlers({ tasks: tasks() }), ...invoiceHandlers());
    // Added last, so it answers before the default handlers.
    server.use(
      http.post('*/api/tasks/:id/approve', () =>
        HttpResponse.json({ error: 'conflict', message: 'Task is not pending' }, { status: 409 }),
      ),
    );
    renderScreen(<DashboardScreen />);
    const [approve] = await screen.findAllByRole('button', { name: 'Approve' });
    await userEvent.click(approve!);
    expect(await screen.findByText(ERROR_TOASTS.approveTaskFailed)).toBeInTheDocument();
    // The detail is the failed answer's body text (SPEC §7, §8): its message, read out of the JSON.
    expect(screen.getByText('Task is not pending')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
  });

  it("shows the server's figures and never reads the invoice list", async () => {
    const listReads: string[] = [];
    server.use(
      ...dashboardHandlers({ tasks: tasks() }),
      http.get('*/api/dashboard/summary', () =>
        HttpResponse.json({
          total_invoices: 100_000,
          pending_invoices: 75_000,
          total_amount_due: 1_234_567.89,
        }),
      ),
      http.get('*/api/invoices/*', ({ request }) => {
        listReads.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    renderScreen(<DashboardScreen />);
    const card = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(card('Total Invoices')).toHaveTextContent('100000'));
    expect(card('Pending Invoices')).toHaveTextContent('75000');
    expect(card('Total Amount Due')).toHaveTextContent('$1,234,567.89');
    expect(listReads).toEqual([]);
  });

  it('toasts each list that fails to load', async () => {
    const fail = () =>
      HttpResponse.json({ error: 'internal_error', message: 'Boom' }, { status: 500 });
    server.use(
      http.get('*/api/dashboard/summary', fail),
      http.get('*/api/threads', fail),
      http.get('*/api/tasks', fail),
    );
    renderScreen(<DashboardScreen />);
    for (const title of [
      ERROR_TOASTS.loadDashboardStatistics,
      ERROR_TOASTS.loadThreads,
      ERROR_TOASTS.loadTasks,
    ]) {
      expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
    }
  });
});
