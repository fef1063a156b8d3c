import { CONFIRMATIONS, SEND_EMAIL_VALIDATION } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createBankChangeTask,
  createPayInvoicePreviewTask,
  createPayInvoiceTask,
  createSendEmailTask,
  createUpdateVendorTask,
  createVendorPhoneChangeTask,
} from '../../mocks/fixtures/tasks';
import { dialogFocused } from '../../testing/dialog-plays';
import { TaskCard } from './TaskCard';
import { TASK_PREVIEW_TEXT } from './task-preview-text';

const meta = {
  title: 'Tasks/TaskCard',
  component: TaskCard,
  args: {
    task: createSendEmailTask(),
    onApprove: fn(),
    onCancel: fn(),
    onSaveParameters: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending send_email: type label from the domain rule, Approve, Cancel and Edit. */
export const PendingSendEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Send Email')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith('task-email-1');
  },
};

/** Cancel asks first; keeping the task calls nothing, confirming cancels it. */
export const CancelConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await dialogFocused()).toHaveTextContent(CONFIRMATIONS.cancelTask);
    await userEvent.click(screen.getByRole('button', { name: 'Keep task' }));
    await expect(args.onCancel).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel task' }));
    await expect(args.onCancel).toHaveBeenCalledWith('task-email-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Edit opens the send_email form; invalid input shows the spec's message and saves nothing. */
export const EditSendEmail: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit' }));
    const dialog = within(await dialogFocused());
    await userEvent.clear(dialog.getByLabelText('Subject'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      SEND_EMAIL_VALIDATION.subjectRequired,
    );
    await expect(args.onSaveParameters).not.toHaveBeenCalled();

    await userEvent.type(dialog.getByLabelText('Subject'), '  W-9 please ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveParameters).toHaveBeenCalledWith(
      'task-email-1',
      expect.objectContaining({ subject: 'W-9 please', to: ['billing@acme-supplies.com'] }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Pending update_vendor: the vendor by name and each field old → new; Approve and Cancel but
 * no Edit (only send_email is editable).
 */
export const PendingUpdateVendor: Story = {
  args: { task: createVendorPhoneChangeTask() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Update Vendor')).toBeVisible();
    await expect(canvas.getByText('Acme Supplies')).toBeVisible();
    await expect(canvas.queryByText('vendor-acme')).not.toBeInTheDocument();
    const row = canvas.getByRole('row', { name: /Phone/ });
    await expect(row).toHaveTextContent('+1 555 0100');
    await expect(row).toHaveTextContent('+1 555 0199');
    await expect(canvas.queryByText(TASK_PREVIEW_TEXT.bankChangeTitle)).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

/**
 * A change of bank details: marked as such, old and new numbers masked to their last four,
 * and the warning that this is how payment fraud starts, all above the Approve button.
 */
export const PendingUpdateVendorBankChange: Story = {
  args: { task: createBankChangeTask() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(TASK_PREVIEW_TEXT.bankChangeTitle)).toBeVisible();
    await expect(canvas.getByText(/how payment fraud usually starts/)).toBeVisible();
    const account = canvas.getByRole('row', { name: /Account Number/ });
    await expect(account).toHaveTextContent('••••6789');
    await expect(account).toHaveTextContent('••••7777');
    await expect(account).toHaveTextContent('Bank details');
    await expect(canvas.getByRole('row', { name: /Bank Name/ })).toHaveTextContent(
      'First National Bank',
    );
    const warning = canvas.getByText(TASK_PREVIEW_TEXT.bankChangeTitle);
    const approve = canvas.getByRole('button', { name: 'Approve' });
    // The warning comes before the button in reading order.
    await expect(
      warning.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** An update_vendor task from a past release carries no preview: the new values alone. */
export const UpdateVendorWithoutPreview: Story = {
  args: {
    task: createUpdateVendorTask({
      parameters: {
        vendor_id: 'vendor-acme',
        invoice_number: 'INV-1001',
        changes: { contact_name: 'Sam Reyes' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Contact Name/ })).toHaveTextContent('Sam Reyes');
    await expect(canvas.getByRole('columnheader', { name: 'New value' })).toBeVisible();
  },
};

/** A bank change asked from an address the vendor never used: the approver reads why first. */
export const PendingUpdateVendorFromUnfamiliarSender: Story = {
  args: {
    task: createBankChangeTask({
      parameters: {
        vendor_id: 'vendor-acme',
        invoice_number: 'INV-1001',
        changes: { account_number: '••••7666' },
        sender_warning:
          "The sender's domain acme-supp1ies.com looks like acme-supplies.com, the domain of vendor Acme Supplies (one character changed): it is treated as a stranger",
      },
      preview: {
        vendor_name: 'Acme Supplies',
        changes: [
          {
            field: 'account_number',
            label: 'Account Number',
            from: '••••6789',
            to: '••••7666',
            payment_information: true,
          },
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Check who sent this')).toBeVisible();
    await expect(
      canvas.getByText(/acme-supp1ies\.com looks like acme-supplies\.com/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** Pending pay_invoice: payee, amount, currency, masked destination account and send date. */
export const PendingPayInvoice: Story = {
  args: { task: createPayInvoicePreviewTask() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$1,250.50')).toBeVisible();
    await expect(canvas.getByText('Payee:').parentElement).toHaveTextContent('Acme Supplies');
    await expect(canvas.getByText('Currency:').parentElement).toHaveTextContent('USD');
    await expect(canvas.getByText('To account:').parentElement).toHaveTextContent(
      '••••6789 · First National Bank',
    );
    await expect(canvas.getByText('Payment date:').parentElement).toHaveTextContent('3/20/2026');
  },
};

/** A payee without bank details, paid on approval: the card says both. */
export const PendingPayInvoiceNoBankAccount: Story = {
  args: {
    task: createPayInvoicePreviewTask({
      preview: {
        vendor_name: 'Green Leaf Catering',
        payment: {
          payee: 'Green Leaf Catering',
          amount_cents: 98_000,
          currency: 'EUR',
          destination_account: null,
          bank_name: null,
          payment_date: null,
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('€980.00')).toBeVisible();
    await expect(canvas.getByText(TASK_PREVIEW_TEXT.noBankAccount)).toBeVisible();
    await expect(canvas.getByText(TASK_PREVIEW_TEXT.paidOnApproval)).toBeVisible();
  },
};

/** A pay_invoice task without a preview (past releases): the amount it was drafted with. */
export const PayInvoiceWithoutPreview: Story = {
  args: { task: createPayInvoiceTask() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,250.50')).toBeVisible();
  },
};

/** An approve call still running: its button spins, the others wait. */
export const Approving: Story = {
  args: { onApprove: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** Executed (approved and run): who approved it, no actions. */
export const Executed: Story = {
  args: {
    task: createSendEmailTask({
      status: 'executed',
      approved_at: '2026-03-02T10:00:00.000Z',
      executed_at: '2026-03-02T10:00:00.000Z',
      approved_by_email: 'dana@example.com',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/by dana@example.com/)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Approved: Story = {
  args: {
    task: createPayInvoiceTask({ status: 'approved', approved_by_email: 'dana@example.com' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: {
    task: createSendEmailTask({
      status: 'failed',
      error_message: 'SMTP server rejected the message',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SMTP server rejected the message')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { task: createUpdateVendorTask({ status: 'cancelled' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A Member: Approve is disabled with the reason beside it; Cancel and Edit stay usable. */
export const Member: Story = {
  args: { approveDisabledReason: 'Only an Admin or Owner can approve tasks.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription('Only an Admin or Owner can approve tasks.');
    await expect(canvas.getByText('Only an Admin or Owner can approve tasks.')).toBeVisible();
    await expect(args.onApprove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeEnabled();
  },
};
