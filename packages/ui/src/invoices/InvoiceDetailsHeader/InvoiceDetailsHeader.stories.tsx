import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createHeldInvoice, invoiceByDisplayStatus } from '../../mocks';
import { InvoiceDetailsHeader } from './InvoiceDetailsHeader';

const meta = {
  title: 'Invoices/InvoiceDetails/Header',
  component: InvoiceDetailsHeader,
  args: {
    invoice: invoiceByDisplayStatus.readyToPay(),
    onEdit: fn(),
    onRevert: fn(),
    onSave: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof InvoiceDetailsHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: 'Pay' });

export const ReadyToPay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAttribute('data-status', 'Ready to Pay');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const PaymentOnHold: Story = {
  args: { invoice: createHeldInvoice() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment on hold');
    const pay = canvas.getByRole('button', { name: 'Pay' });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(
      'Held by fox.mulder@example.com on 3/5/2026: Vendor disputes the amount',
    );
    await userEvent.click(pay, { pointerEventsCheck: 0 });
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const NotReady: Story = {
  args: { invoice: invoiceByDisplayStatus.notReady() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Not Ready');
    await expect(payButton(canvasElement)).toBeNull();
  },
};

export const Processing: Story = {
  args: { invoice: invoiceByDisplayStatus.processing() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Processing');
    await expect(payButton(canvasElement)).toBeNull();
  },
};

export const Paid: Story = {
  args: { invoice: invoiceByDisplayStatus.paid() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Paid');
    await expect(payButton(canvasElement)).toBeNull();
  },
};

export const EditingUnchanged: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revert' }));
    await expect(args.onRevert).toHaveBeenCalledOnce();
  },
};

export const EditingWithChanges: Story = {
  args: { editing: true, hasChanges: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { editing: true, hasChanges: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Revert' })).toBeDisabled();
  },
};
