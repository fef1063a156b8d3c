import { toInvoiceListRow } from '@ap/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createInvoiceList, createManyInvoices } from '../../mocks';
import { InvoiceTable } from './InvoiceTable';

const meta = {
  title: 'Invoices/InvoiceTable',
  component: InvoiceTable,
  // The rows GET /api/invoices/ answers (what the list shows).
  args: { invoices: createInvoiceList().map(toInvoiceListRow), onViewDetails: fn(), height: 420 },
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual([
      'Invoice #',
      'Vendor',
      'Amount',
      'Status',
      'Due Date',
      'Actions',
    ]);
    // The invoice without a number shows N/A; amounts are en-US currency. The rows are drawn
    // once the virtualiser has measured the table (a frame or more later on a busy machine).
    await expect(await canvas.findByRole('cell', { name: 'N/A' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '$89.99' })).toBeVisible();
    for (const status of ['Ready to Pay', 'Not Ready', 'Processing', 'Paid']) {
      await expect(canvas.getAllByText(status)[0]).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: /View Details of invoice INV-1002/ }));
    await expect(args.onViewDetails).toHaveBeenCalledWith('inv-1002');
  },
};

/** A large list still loading its later pages: the rows so far, and a line saying more come. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more invoices...');
    await expect(await canvas.findByRole('cell', { name: '$89.99' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No invoices found.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { error: 'HTTP error! status: 500' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load invoices.');
    await expect(alert).toHaveTextContent('HTTP error! status: 500');
  },
};

const manyInvoices = createManyInvoices(10_000).map(toInvoiceListRow);

/** 10,000 invoices: only the visible window is in the DOM, and scrolling brings in later rows. */
export const TenThousandRows: Story = {
  args: { invoices: manyInvoices },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bodyRows = () => canvas.getAllByRole('row').filter((row) => row.dataset.invoiceId);
    await waitFor(() => expect(canvas.getByText('INV-00001')).toBeVisible());
    await expect(bodyRows().length).toBeLessThan(40);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.queryByText('INV-10000')).toBeNull();

    const region = canvas.getByRole('region', { name: 'Invoices' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(canvas.getByText('INV-10000')).toBeInTheDocument());
    await expect(canvas.queryByText('INV-00001')).toBeNull();
    await expect(bodyRows().length).toBeLessThan(40);

    region.scrollTop = 0;
    await waitFor(() => expect(canvas.getByText('INV-00001')).toBeInTheDocument());
  },
};
