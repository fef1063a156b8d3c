import { CONFIRMATIONS, SEND_EMAIL_VALIDATION } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createPayInvoiceTask,
  createSendEmailTask,
  createUpdateVendorTask,
} from '../../mocks/fixtures/tasks';
import { TaskCard } from './TaskCard';

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
    await expect(await screen.findByRole('dialog')).toHaveTextContent(CONFIRMATIONS.cancelTask);
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
    const dialog = within(await screen.findByRole('dialog'));
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

/** Pending update_vendor: Approve and Cancel but no Edit (only send_email is editable). */
export const PendingUpdateVendor: Story = {
  args: { task: createUpdateVendorTask() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Update Vendor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

/** A bank change asked from an address the vendor never used: the approver reads why first. */
export const PendingUpdateVendorFromUnfamiliarSender: Story = {
  args: {
    task: createUpdateVendorTask({
      parameters: {
        vendor_id: 'vendor-acme',
        invoice_number: 'INV-1001',
        changes: { account_number: '••••7666' },
        sender_warning:
          "The sender's domain acme-supp1ies.com looks like acme-supplies.com, the domain of vendor Acme Supplies (one character changed): it is treated as a stranger",
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

export const PendingPayInvoice: Story = {
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
