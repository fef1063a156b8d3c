import { CONFIRMATIONS, EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createInvoice } from '../../mocks/fixtures/invoices';
import { dialogFocused } from '../../testing/dialog-plays';
import { showsAlert, showsLoading, showsText } from '../../testing/state-plays';
import { AdminInvoicesTable } from './AdminInvoicesTable';

const adminInvoices = [
  createInvoice(),
  createInvoice({ id: 'inv-1002', invoice_number: 'INV-1002', status: 'draft', amount: 0 }),
  createInvoice({ id: 'inv-1003', invoice_number: null, status: 'overdue', vendor: null }),
  createInvoice({ id: 'inv-1004', invoice_number: 'INV-1004', status: 'paid', due_date: null }),
];

const meta = {
  title: 'Admin/AdminInvoicesTable',
  component: AdminInvoicesTable,
  args: { invoices: adminInvoices, onDelete: fn() },
} satisfies Meta<typeof AdminInvoicesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Zero amounts show 'N/A' (admin wording), as do a missing number and due date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent('INV-1002');
    await expect(within(rows[2]!).getByText('N/A')).toBeVisible();
    await expect(rows[3]).toHaveTextContent('Draft Vendor');
  },
};

/** Delete asks 'Are you sure you want to delete this invoice? ...' first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete invoice INV-1002' }));
    const dialog = await dialogFocused();
    await expect(dialog).toHaveTextContent(CONFIRMATIONS.deleteInvoice);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete invoice INV-1002' }));
    await userEvent.click(within(await dialogFocused()).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('inv-1002');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: showsText(EMPTY_STATES.invoicesAdmin),
};

export const Loading: Story = {
  args: { loading: true },
  play: showsLoading,
};

export const LoadError: Story = {
  args: { error: true },
  play: showsAlert(ERROR_TOASTS.loadInvoicesAdmin),
};

/** A Member: every delete is disabled and the table says who can delete. */
export const Member: Story = {
  args: { deleteDisabledReason: 'Only an Admin or Owner can delete invoices.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only an Admin or Owner can delete invoices.')).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: /^Delete invoice / }))
      await expect(button).toBeDisabled();
  },
};
