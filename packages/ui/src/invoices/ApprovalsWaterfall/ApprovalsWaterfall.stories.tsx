import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApprovalsWaterfall } from './ApprovalsWaterfall';

const meta = {
  title: 'Invoices/InvoiceDetails/ApprovalsWaterfall',
  component: ApprovalsWaterfall,
  args: {
    approvals: [
      { role: 'Requisitioner', approver: 'Dana Scully', approved: true },
      { role: 'Finance Manager', approver: 'Fox Mulder', approved: true },
    ],
  },
} satisfies Meta<typeof ApprovalsWaterfall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Complete')).toBeVisible();
    await expect(canvas.getAllByText('Approved')).toHaveLength(2);
  },
};

export const Incomplete: Story = {
  args: {
    approvals: [
      { role: 'Requisitioner', approver: 'Dana Scully', approved: true },
      { role: 'Finance Manager', approver: 'Fox Mulder', approved: false },
      { role: 'CFO', approver: 'Walter Skinner', approved: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Incomplete')).toBeVisible();
    await expect(canvas.getAllByText('Awaiting approval')).toHaveLength(2);
  },
};

export const NoApprovalData: Story = {
  args: { approvals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No approval data available')).toBeVisible();
  },
};
