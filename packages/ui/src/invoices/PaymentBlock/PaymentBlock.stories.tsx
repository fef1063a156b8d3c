import type { CalendarDate } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PaymentBlock } from './PaymentBlock';

const meta = {
  title: 'Invoices/InvoiceDetails/PaymentBlock',
  component: PaymentBlock,
  args: { paymentDate: '2026-03-20', onPaymentDateChange: fn() },
} satisfies Meta<typeof PaymentBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScheduledAch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('Payment Date')).toHaveTextContent('3/20/2026');
    await expect(canvas.getByText('4 business days')).toBeVisible();
    await expect(canvas.getByTestId('Arrival Date')).toHaveTextContent('3/24/2026');
    // Outside edit mode no method can be changed.
    await expect(canvas.getByRole('radio', { name: 'ACH' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'ACH' })).toBeChecked();
  },
};

export const NotSet: Story = {
  args: { paymentDate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('Payment Date')).toHaveTextContent('Not set');
    await expect(canvas.getByTestId('Arrival Date')).toHaveTextContent('Not calculated');
  },
};

/** Edit mode: typing a payment date gives an arrival date four days later. */
export const EditingArrivalDate: Story = {
  args: { editing: true, paymentDate: null },
  render: function Render(args) {
    const [date, setDate] = useState<CalendarDate | null>(args.paymentDate);
    return (
      <PaymentBlock
        {...args}
        paymentDate={date}
        onPaymentDateChange={(next) => {
          args.onPaymentDateChange?.(next);
          setDate(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('Arrival Date')).toHaveTextContent('Not calculated');
    await expect(canvas.getByRole('radio', { name: 'ACH' })).toBeEnabled();
    await userEvent.type(canvas.getByLabelText('Payment Date'), '2026-04-28');
    await expect(args.onPaymentDateChange).toHaveBeenLastCalledWith('2026-04-28');
    await expect(canvas.getByTestId('Arrival Date')).toHaveTextContent('5/2/2026');
  },
};

/** Wire, International Wire, Mail a check and the don't-pay option stay disabled in edit mode. */
export const UnderConstructionMethods: Story = {
  args: { editing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Wire', 'International Wire', 'Mail a check', "Don't pay using this app"]) {
      await expect(canvas.getByRole('radio', { name })).toBeDisabled();
    }
    await userEvent.hover(canvasElement.querySelector('[data-method="wire"]') as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Under construction'),
    );
  },
};

/** Form W-9 and Requisitioner each draft an e-mail; the button waits while it is drafted. */
export const DraftEmails: Story = {
  args: { onRequestW9: fn(), onEmailRequisitioner: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Under Construction')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Form W-9' }));
    await expect(args.onRequestW9).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Requisitioner' }));
    await expect(args.onEmailRequisitioner).toHaveBeenCalledOnce();
  },
};

/** Without a vendor e-mail or a requisitioner e-mail, each button says why it cannot draft. */
export const DraftEmailsUnavailable: Story = {
  args: {
    onRequestW9: fn(),
    onEmailRequisitioner: fn(),
    w9DisabledReason: 'The vendor has no contact e-mail address to ask for a W-9.',
    requisitionerDisabledReason: 'The invoice names no requisitioner e-mail address.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Form W-9' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Requisitioner' })).toBeDisabled();
    await userEvent.hover(canvasElement.querySelector('[data-action="Form W-9"]') as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        'The vendor has no contact e-mail address to ask for a W-9.',
      ),
    );
  },
};

/** A method other than ACH lays the dates out in two columns, without the marker. */
export const OtherMethodTwoColumns: Story = {
  args: { method: 'wire' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('4 business days')).toBeNull();
    await expect(canvas.getByTestId('Arrival Date')).toHaveTextContent('3/24/2026');
  },
};
