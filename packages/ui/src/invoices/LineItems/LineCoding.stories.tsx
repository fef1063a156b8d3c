import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createAccountingChart, createLineItem } from '../../mocks';
import { LineItems } from './LineItems';

const chart = createAccountingChart();
const coded = createLineItem({
  id: 'item-toner',
  description: 'Toner cartridge HP-26A',
  quickbooks_account: 'Office Supplies',
  quickbooks_class: null,
  quickbooks_department: 'Headquarters',
  coding_dimensions: { cost_center: 'CC-410' },
  coding: {
    account: {
      origin: 'assistant',
      reason: 'rule: description has "toner" → Office Supplies',
      confidence: 1,
      suggested: null,
      set_by: null,
    },
    class: {
      origin: 'assistant',
      reason: 'like 2 earlier lines from this vendor',
      confidence: 0.45,
      suggested: 'Operations',
      set_by: null,
    },
    department: {
      origin: 'person',
      reason: null,
      confidence: null,
      suggested: null,
      set_by: 'Dana Lopez',
    },
  },
});

const meta = {
  title: 'Invoices/InvoiceDetails/LineCoding',
  component: LineItems,
  args: {
    items: [coded],
    currency: 'USD',
    coding: {
      options: {
        account: chart.accounts.map((a) => a.name),
        class: chart.classes.map((c) => c.name),
        department: chart.departments.map((d) => d.name),
      },
      onSave: fn(async () => undefined),
      dimensions: [{ key: 'cost_center', name: 'Cost Center' }],
    },
  },
} satisfies Meta<typeof LineItems>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Toner cartridge HP-26A/ }));
  return canvas;
};

/** Each value says who set it or why the assistant chose it; an unsure one waits as a suggestion. */
export const WithReasons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await open(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText('Assistant: rule: description has "toner" → Office Supplies · 100%'),
      ).toBeVisible(),
    );
    await expect(canvas.getByText('Set by Dana Lopez')).toBeVisible();
    await expect(canvas.getByText('CC-410')).toBeVisible();
    await expect(
      canvas.getByText('Suggested: Operations (like 2 earlier lines from this vendor · 45%)'),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Accept the suggested QuickBooks Class' }),
    );
    await expect(args.coding?.onSave).toHaveBeenCalledWith('item-toner', {
      quickbooks_class: 'Operations',
    });
  },
};

/** Change coding: pickers over QuickBooks' lists; only the changed value is saved. */
export const ChangeCoding: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await open(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change coding' }));
    const account = canvas.getByLabelText('QuickBooks Account');
    await expect(account).toHaveValue('Office Supplies');
    await userEvent.clear(account);
    await userEvent.type(account, 'Cost of Goods Sold');
    await userEvent.clear(canvas.getByLabelText('Cost Center'));
    await userEvent.type(canvas.getByLabelText('Cost Center'), 'CC-500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save coding' }));
    await waitFor(() =>
      expect(args.coding?.onSave).toHaveBeenCalledWith('item-toner', {
        quickbooks_account: 'Cost of Goods Sold',
        coding_dimensions: { cost_center: 'CC-500' },
      }),
    );
    await expect(await canvas.findByRole('button', { name: 'Change coding' })).toBeVisible();
  },
};
