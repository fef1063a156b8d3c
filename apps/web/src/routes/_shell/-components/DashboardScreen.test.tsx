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

  it('toasts each list that fails to load', async () => {
    const fail = () =>
      HttpResponse.json({ error: 'internal_error', message: 'Boom' }, { status: 500 });
    server.use(
      http.get('*/api/invoices/', fail),
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
