import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

const waitingForDana = [
  { role: 'Requisitioner', approver: 'dana@acme.test', approved: false },
  { role: 'Admin', approver: '', approved: false },
];

export const MyStepWaiting: Story = {
  args: { approvals: waitingForDana, decidableSteps: [0], onApprove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Awaiting your approval')).toBeVisible();
    await expect(canvas.getByText('Any Admin or Owner')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledTimes(1);
  },
};

export const Approving: Story = {
  args: { approvals: waitingForDana, decidableSteps: [0], onApprove: fn(), approving: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approve' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

export const ApproveDisabled: Story = {
  args: {
    approvals: waitingForDana,
    decidableSteps: [0],
    onApprove: fn(),
    approveDisabledReason: 'The organisation is in read-only mode.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Approve' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('The organisation is in read-only mode.');
  },
};

export const NothingMine: Story = {
  args: { approvals: waitingForDana, decidableSteps: [], onApprove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Awaiting approval')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** Steps from the organisation's approval rules: a named controller, any one of two, an Owner. */
export const RoutedByRules: Story = {
  args: {
    approvals: [
      { role: 'Requisitioner', approver: 'dana@acme.test', approved: true },
      { role: 'Controller', approver: 'kim@acme.test', approved: false },
      {
        role: 'Finance',
        approver: '',
        approved: false,
        any_of: ['lee@acme.test', 'sam@acme.test'],
      },
      { role: 'Owner', approver: '', approved: false },
    ],
    decidableSteps: [2],
    onApprove: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('kim@acme.test')).toBeVisible();
    await expect(canvas.getByText('Any one of lee@acme.test, sam@acme.test')).toBeVisible();
    await expect(canvas.getByText('Any Owner')).toBeVisible();
    await expect(canvas.getByText('Awaiting your approval')).toBeVisible();
  },
};
