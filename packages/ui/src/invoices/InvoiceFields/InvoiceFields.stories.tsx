import { createInvoiceDraft, type InvoiceDraft } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createInvoice } from '../../mocks';
import { InvoiceFields } from './InvoiceFields';
import { InvoiceInformation } from './InvoiceInformation';

const invoice = createInvoice();

const meta = {
  title: 'Invoices/InvoiceDetails/InvoiceFields',
  component: InvoiceFields,
  args: { invoice, onChange: fn() },
} satisfies Meta<typeof InvoiceFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  render: (args) => (
    <>
      <InvoiceFields {...args} />
      <InvoiceInformation invoice={args.invoice} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$1,250.50')).toBeVisible();
    await expect(canvas.getByText('3/31/2026')).toBeVisible();
    await expect(canvas.getByText('Dana Scully')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Edit mode: inputs seeded from the invoice; typing reports the changed field. */
export const Editing: Story = {
  render: function Render(args) {
    const [draft, setDraft] = useState<InvoiceDraft>(() => createInvoiceDraft(args.invoice));
    const onChange = (patch: Partial<InvoiceDraft>) => {
      args.onChange?.(patch);
      setDraft((current) => ({ ...current, ...patch }));
    };
    return (
      <>
        <InvoiceFields invoice={args.invoice} draft={draft} onChange={onChange} />
        <InvoiceInformation invoice={args.invoice} draft={draft} onChange={onChange} />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Invoice Number' });
    await expect(number).toHaveValue('INV-1001');
    await userEvent.type(number, '-B');
    await expect(args.onChange).toHaveBeenLastCalledWith({ invoice_number: 'INV-1001-B' });
    await expect(canvas.getByRole('spinbutton', { name: 'Amount' })).toHaveValue(1250.5);
    await expect(canvas.getByLabelText('Due Date')).toHaveValue('2026-03-31');
    // The accounting effective date is seeded with the issue date.
    await expect(canvas.getByText('3/1/2026')).toBeVisible();
  },
};
