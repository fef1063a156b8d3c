import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';

const passed = { name: 'invoice_required_fields', status: 'success' } as const;
const failed = { name: 'vendor_required_fields', status: 'failed' } as const;

const meta = {
  title: 'Invoices/InvoiceStatusBadge',
  component: InvoiceStatusBadge,
  args: { invoice: { status: 'sent', checks: [passed] } },
} satisfies Meta<typeof InvoiceStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToPay: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Ready to Pay');
    await expect(badge.closest('[data-status]')).toHaveAttribute('data-status', 'Ready to Pay');
  },
};

export const Paid: Story = {
  // Paid wins over failing checks, whatever the case of the stored status.
  args: { invoice: { status: 'PAID', checks: [failed] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
  },
};

export const NotReady: Story = {
  args: { invoice: { status: 'sent', checks: [passed, failed] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not Ready')).toBeVisible();
  },
};

export const Processing: Story = {
  args: { invoice: { status: 'draft', checks: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Processing')).toBeVisible();
  },
};

/** The four colours side by side, for the designers' review. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <InvoiceStatusBadge invoice={{ status: 'paid', checks: [] }} />
      <InvoiceStatusBadge invoice={{ status: 'sent', checks: [passed] }} />
      <InvoiceStatusBadge invoice={{ status: 'sent', checks: [failed] }} />
      <InvoiceStatusBadge invoice={{ status: 'draft', checks: null }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = within(canvasElement)
      .getAllByText(/Paid|Ready to Pay|Not Ready|Processing/)
      .map((el) => el.textContent);
    await expect(labels).toEqual(['Paid', 'Ready to Pay', 'Not Ready', 'Processing']);
  },
};
