import { createInvoiceDraft } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createInvoice } from '../../mocks';
import { LineItems } from './LineItems';

const invoice = createInvoice();

const meta = {
  title: 'Invoices/InvoiceDetails/LineItems',
  component: LineItems,
  args: { items: invoice.items, currency: 'USD', onItemChange: fn() },
} satisfies Meta<typeof LineItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each item expands to its quantities and QuickBooks coding. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Anvils, heavy duty/ }));
    await waitFor(() => expect(canvas.getByText('6000 Supplies')).toBeVisible());
    await expect(canvas.getByText('Operations')).toBeVisible();
    await expect(canvas.getByText('Road Runner Project')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Billable' })).toBeChecked();
  },
};

/** In edit mode the accounting fields start blank and billable unchecked. */
export const Editing: Story = {
  args: { drafts: createInvoiceDraft(invoice).items },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Anvils, heavy duty/ }));
    const account = await canvas.findByRole('textbox', { name: 'QuickBooks Account' });
    await expect(account).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'QuickBooks Class' })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Billable' })).not.toBeChecked();
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Quantity' }), '0');
    await expect(args.onItemChange).toHaveBeenLastCalledWith(0, { quantity: '20' });
  },
};

export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Line Items')).toBeNull();
  },
};
