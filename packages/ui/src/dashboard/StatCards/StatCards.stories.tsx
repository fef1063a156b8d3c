import { ERROR_TOASTS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createInvoice } from '../../mocks/fixtures/invoices';
import { showsAlert } from '../../testing/state-plays';
import { StatCards } from './StatCards';

// pending = draft, sent or overdue; amount due = sent + overdue (SPEC §4).
const invoices = [
  createInvoice({ id: 'a', status: 'draft', amount: 100 }),
  createInvoice({ id: 'b', status: 'sent', amount: 1250.5 }),
  createInvoice({ id: 'c', status: 'overdue', amount: 49.5 }),
  createInvoice({ id: 'd', status: 'paid', amount: 999 }),
];

const meta = {
  title: 'Dashboard/StatCards',
  component: StatCards,
  args: { invoices },
} satisfies Meta<typeof StatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: label }));

/** Figures computed from the invoices by the domain rule. */
export const FromInvoices: Story = {
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Total Invoices').getByText('4')).toBeVisible();
    await expect(figure(canvasElement, 'Pending Invoices').getByText('3')).toBeVisible();
    await expect(figure(canvasElement, 'Total Amount Due').getByText('$1,300.00')).toBeVisible();
  },
};

/** No invoices: all zero. */
export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Total Amount Due').getByText('$0.00')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading...')).toHaveLength(3);
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: showsAlert(ERROR_TOASTS.loadDashboardStatistics),
};
