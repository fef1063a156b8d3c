import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createInvoice } from '../../mocks/fixtures/invoices';
import { createTaskList } from '../../mocks/fixtures/tasks';
import { createOnboardingVendor, createVendor } from '../../mocks/fixtures/vendors';
import { AdminDashboard } from './AdminDashboard';

const meta = {
  title: 'Admin/AdminDashboard',
  component: AdminDashboard,
  args: {
    onBack: fn(),
    invoices: {
      invoices: [createInvoice(), createInvoice({ id: 'inv-1002', invoice_number: 'INV-1002' })],
      onDelete: fn(),
    },
    vendors: { vendors: [createVendor(), createOnboardingVendor()], onDelete: fn() },
    tasks: { tasks: createTaskList() },
  },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, Back to Dashboard, and the three tabs. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Invoices', 'Vendors', 'Tasks']);
    await expect(canvas.getByRole('table', { name: 'Invoices' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Vendors' }));
    await expect(canvas.getByRole('table', { name: 'Vendors' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Back to Dashboard' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Audit Log' })).toBeNull();
  },
};

/** With the Audit Log page wired: its button beside Back to Dashboard; the three tabs stay. */
export const WithAuditLog: Story = {
  args: { onOpenAuditLog: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Invoices',
      'Vendors',
      'Tasks',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Audit Log' }));
    await expect(args.onOpenAuditLog).toHaveBeenCalledOnce();
  },
};

/** With the 1099 report wired: its button beside the others. */
export const With1099Report: Story = {
  args: { onOpenAuditLog: fn(), onOpen1099Report: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1099 Report' }));
    await expect(args.onOpen1099Report).toHaveBeenCalledOnce();
  },
};

/** With the Skipped documents page wired: its button beside the others. */
export const WithSkippedDocuments: Story = {
  args: { onOpenAuditLog: fn(), onOpenSkippedDocuments: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Skipped documents' }));
    await expect(args.onOpenSkippedDocuments).toHaveBeenCalledOnce();
  },
};

export const TasksTab: Story = {
  args: { defaultTab: 'tasks' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Tasks' })).toBeVisible();
  },
};

/** Nothing yet in any tab. */
export const Empty: Story = {
  args: {
    invoices: { invoices: [], onDelete: fn() },
    vendors: { vendors: [], onDelete: fn() },
    tasks: { tasks: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoices found')).toBeVisible();
  },
};
