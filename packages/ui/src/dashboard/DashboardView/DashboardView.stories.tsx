import { EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { createInvoiceList } from '../../mocks/fixtures/invoices';
import { createSendEmailTask, createUpdateVendorTask } from '../../mocks/fixtures/tasks';
import { createThreadList } from '../../mocks/fixtures/threads';
import { DashboardView } from './DashboardView';

const taskActions = { onApprove: fn(), onCancel: fn(), onSaveParameters: fn() };

const meta = {
  title: 'Dashboard/DashboardView',
  component: DashboardView,
  args: {
    stats: { invoices: createInvoiceList() },
    threads: { threads: createThreadList(), onSendMessage: fn() },
    tasks: { tasks: [createSendEmailTask(), createUpdateVendorTask()], ...taskActions },
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Total Invoices', 'Pending Invoices', 'Total Amount Due']) {
      await expect(canvas.getByRole('region', { name: label })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { name: 'Recent Threads' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pending Tasks' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    stats: { invoices: [] },
    threads: { threads: [], onSendMessage: fn() },
    tasks: { tasks: [], ...taskActions },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EMPTY_STATES.threads)).toBeVisible();
    await expect(canvas.getByText(EMPTY_STATES.pendingTasks)).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    stats: { loading: true },
    threads: { loading: true, onSendMessage: fn() },
    tasks: { loading: true, ...taskActions },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading...')).toHaveLength(5);
  },
};

/** Every read failed: each card says what could not be loaded. */
export const LoadError: Story = {
  args: {
    stats: { error: true },
    threads: { error: true, onSendMessage: fn() },
    tasks: { error: true, ...taskActions },
  },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    await expect(alerts).toEqual([
      ERROR_TOASTS.loadDashboardStatistics,
      ERROR_TOASTS.loadThreads,
      ERROR_TOASTS.loadTasks,
    ]);
  },
};
