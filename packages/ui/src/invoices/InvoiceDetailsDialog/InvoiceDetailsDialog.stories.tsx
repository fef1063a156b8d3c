import type { Task } from '@ap/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createSendEmailTask, createWorkflowRun, invoiceByDisplayStatus } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';

const tasksById: Record<string, Task> = { 'task-email-1': createSendEmailTask() };
// A fixed clock and user make the override's "who and when" deterministic.
const NOW = new Date(2026, 2, 5, 14, 30, 0);

const meta = {
  title: 'Invoices/InvoiceDetailsDialog',
  component: InvoiceDetailsDialog,
  args: {
    opened: true,
    invoice: invoiceByDisplayStatus.readyToPay(),
    workflowRuns: [createWorkflowRun()],
    tasksById,
    currentUser: { firstName: 'Dana', lastName: 'Scully', email: 'dana@example.com' },
    now: () => NOW,
    transitionProps: { duration: 0 },
    onClose: fn(),
    onSave: fn(),
    onPay: fn(),
    onApproveTask: fn(),
    onCancelTask: fn(),
    onUpdateTaskParameters: fn(),
  },
  parameters: {
    layout: 'fullscreen',
  },
} satisfies Meta<typeof InvoiceDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The invoice panel (the Workflow History beside it has its own Edit buttons for tasks).
const dialog = () =>
  within(
    within(screen.getByRole('dialog', { name: 'Invoice Details' })).getByRole('region', {
      name: 'Invoice',
    }),
  );
const wholeDialog = () => within(screen.getByRole('dialog', { name: 'Invoice Details' }));
const payButton = () => dialog().queryByRole('button', { name: 'Pay' });

export const ReadyToPay: Story = {
  play: async ({ args }) => {
    await dialogFocused('Invoice Details');
    // 90% of the viewport both ways (SPEC §2), measured on the rendered dialog box.
    const box = screen.getByRole('dialog', { name: 'Invoice Details' }).getBoundingClientRect();
    await expect(Math.round((box.width / window.innerWidth) * 100)).toBe(90);
    await expect(Math.round((box.height / window.innerHeight) * 100)).toBe(90);
    await expect(dialog().getByRole('status')).toHaveTextContent('Ready to Pay');
    await expect(wholeDialog().getByText('Workflow History')).toBeVisible();
    await userEvent.click(payButton() as HTMLElement);
    await expect(args.onPay).toHaveBeenCalledWith('inv-1001');
  },
};

export const NotReady: Story = {
  args: { invoice: invoiceByDisplayStatus.notReady() },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('Not Ready');
    await expect(payButton()).toBeNull();
  },
};

export const Processing: Story = {
  args: { invoice: invoiceByDisplayStatus.processing() },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('Processing');
    await expect(payButton()).toBeNull();
  },
};

export const Paid: Story = {
  args: { invoice: invoiceByDisplayStatus.paid() },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent('Paid');
    await expect(payButton()).toBeNull();
  },
};

/** Edit mode: overriding a failed check moves it to passing with who and when; Save appears. */
export const OverrideFailedCheck: Story = {
  args: { invoice: invoiceByDisplayStatus.notReady() },
  play: async ({ args }) => {
    await dialogFocused('Invoice Details');
    await userEvent.click(dialog().getByRole('button', { name: 'Edit' }));
    await expect(dialog().queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await userEvent.click(dialog().getByRole('button', { name: 'Override Invoice Approved' }));

    const failing = within(dialog().getByRole('region', { name: 'Failing Checks' }));
    const passing = within(dialog().getByRole('region', { name: 'Passing Checks' }));
    await expect(failing.queryByText('Invoice Approved')).toBeNull();
    await expect(passing.getByText('Overridden')).toBeVisible();
    await userEvent.click(passing.getByRole('button', { name: /Invoice Approved/ }));
    await waitFor(() =>
      expect(passing.getByText('Overridden by Dana Scully on 3/5/2026, 2:30:00 PM')).toBeVisible(),
    );

    await userEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        checks: expect.arrayContaining([
          expect.objectContaining({
            name: 'invoice_approval_status',
            overridden: true,
            overridden_by: 'Dana Scully',
          }),
        ]),
      }),
    );
  },
};

/** Typing a payment date in edit mode gives the arrival date four days later. */
export const ArrivalDateFromPaymentDate: Story = {
  play: async () => {
    await dialogFocused('Invoice Details');
    await expect(dialog().getByTestId('Arrival Date')).toHaveTextContent('3/24/2026');
    await userEvent.click(dialog().getByRole('button', { name: 'Edit' }));
    const paymentDate = dialog().getByLabelText('Payment Date');
    await userEvent.clear(paymentDate);
    await expect(dialog().getByTestId('Arrival Date')).toHaveTextContent('Not calculated');
    await userEvent.type(paymentDate, '2026-04-28');
    await expect(dialog().getByTestId('Arrival Date')).toHaveTextContent('5/2/2026');
    await expect(dialog().getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
};

/** Save sends the domain's save payload: numbers parsed, accounting fields left out. */
export const EditAndSave: Story = {
  play: async ({ args }) => {
    await dialogFocused('Invoice Details');
    await userEvent.click(dialog().getByRole('button', { name: 'Edit' }));
    const amount = dialog().getAllByRole('spinbutton', { name: 'Amount' })[0] as HTMLElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '1300.75');
    await userEvent.click(dialog().getByRole('button', { name: /Anvils, heavy duty/ }));
    const quantity = (await dialog().findAllByRole('spinbutton', { name: 'Quantity' }))[0];
    await userEvent.clear(quantity as HTMLElement);
    await userEvent.type(quantity as HTMLElement, '3');
    const account = dialog().getAllByRole('textbox', { name: 'QuickBooks Account' })[0];
    await userEvent.type(account as HTMLElement, '6000 Supplies');
    await userEvent.click(dialog().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      invoice_id: 'inv-1001',
      invoice_number: 'INV-1001',
      vendor_id: 'vendor-acme',
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
      payment_send_date: '2026-03-20',
      amount: 1300.75,
      currency: 'USD',
      status: 'sent',
      payment_terms: 'Net 30',
      requisitioner_contact_name: 'Dana Scully',
      requisitioner_contact_email: 'dana@example.com',
      requisitioner_company_name: 'Example Corp',
      requisitioner_company_office_address: '935 Pennsylvania Ave, Washington, DC 20535',
      items: [
        { id: 'item-1', description: 'Anvils, heavy duty', quantity: 3, rate: 500, amount: 1000 },
        { id: 'item-2', description: 'Rocket skates', quantity: 1, rate: 250.5, amount: 250.5 },
      ],
    });
    // A successful save leaves edit mode.
    await waitFor(() => expect(dialog().getByRole('button', { name: 'Edit' })).toBeVisible());
  },
};

/** Revert discards field edits and check overrides. */
export const RevertDiscardsEdits: Story = {
  args: { invoice: invoiceByDisplayStatus.notReady() },
  play: async ({ args }) => {
    await dialogFocused('Invoice Details');
    await userEvent.click(dialog().getByRole('button', { name: 'Edit' }));
    await userEvent.type(dialog().getByRole('textbox', { name: 'Invoice Number' }), '-X');
    await userEvent.click(dialog().getByRole('button', { name: 'Override Invoice Approved' }));
    await expect(dialog().getByRole('button', { name: 'Save Changes' })).toBeVisible();

    await userEvent.click(dialog().getByRole('button', { name: 'Revert' }));
    await expect(dialog().queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await expect(dialog().getByRole('heading', { name: 'Invoice INV-1002' })).toBeVisible();
    const failing = within(dialog().getByRole('region', { name: 'Failing Checks' }));
    await expect(failing.getByText('Invoice Approved')).toBeVisible();

    await userEvent.click(dialog().getByRole('button', { name: 'Edit' }));
    await expect(dialog().getByRole('textbox', { name: 'Invoice Number' })).toHaveValue('INV-1002');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { invoice: null, invoiceLoading: true, workflowRunsLoading: true },
  play: async () => {
    await expect(wholeDialog().getAllByText('Loading...')).toHaveLength(2);
  },
};

export const LoadErrors: Story = {
  args: {
    invoice: null,
    invoiceError: 'HTTP error! status: 404',
    workflowRunsError: 'HTTP error! status: 500',
  },
  play: async () => {
    const alerts = wholeDialog().getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Failed to load invoice details.');
    await expect(alerts[1]).toHaveTextContent('Failed to load workflow runs.');
  },
};
