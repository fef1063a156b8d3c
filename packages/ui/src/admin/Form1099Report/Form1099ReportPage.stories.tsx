import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createReport1099 } from '../../mocks';
import { Form1099ReportPage } from './Form1099ReportPage';

const meta = {
  title: 'Admin/Form1099ReportPage',
  component: Form1099ReportPage,
  args: {
    onBack: fn(),
    year: 2026,
    years: [2026, 2025, 2024],
    onYearChange: fn(),
    report: createReport1099(),
    onExportCsv: fn(),
  },
} satisfies Meta<typeof Form1099ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The year's eligible vendors with what was paid, TINs masked, and who reaches the threshold. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '1099-NEC report 2026' });
    const acme = table.querySelector('tr[data-vendor-id="vendor-acme"]') as HTMLElement;
    await expect(acme).toHaveTextContent('SSN ••••6789');
    await expect(acme).toHaveTextContent('$12,450.50');
    await expect(within(acme).getByText('File 1099-NEC')).toBeVisible();
    const widget = table.querySelector('tr[data-vendor-id="vendor-widget"]') as HTMLElement;
    await expect(widget).toHaveTextContent('LLC taxed as a partnership');
    await expect(within(widget).getByText('Below threshold')).toBeVisible();
    await expect(canvas.getByLabelText('Report summary')).toHaveTextContent('$13,701.00');
    await userEvent.selectOptions(canvas.getByLabelText('Tax year'), '2025');
    await expect(args.onYearChange).toHaveBeenCalledWith(2025);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Admin' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** A year with no eligible vendor paid: the empty state, and nothing to export. */
export const Empty: Story = {
  args: {
    year: 2024,
    report: createReport1099({ year: 2024, threshold: 600, rows: [], total_paid: 0 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No 1099-eligible vendor was paid through the product in 2024.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { report: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { report: undefined, error: 'Failed to load the 1099 report' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the 1099 report');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** A Member: the reason instead of the report, and no year picker. */
export const Member: Story = {
  args: {
    report: undefined,
    disabledReason: 'Only an Admin or Owner can see the 1099 report.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only an Admin or Owner can see the 1099 report.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByLabelText('Tax year')).toBeNull();
  },
};
