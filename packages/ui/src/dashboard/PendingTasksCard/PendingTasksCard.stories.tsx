import { CONFIRMATIONS, EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  createPayInvoiceTask,
  createSendEmailTask,
  createUpdateVendorTask,
} from '../../mocks/fixtures/tasks';
import { showsAlert, showsLoading, showsText } from '../../testing/state-plays';
import { PendingTasksCard } from './PendingTasksCard';

const meta = {
  title: 'Dashboard/PendingTasksCard',
  component: PendingTasksCard,
  args: {
    tasks: [createSendEmailTask(), createUpdateVendorTask(), createPayInvoiceTask()],
    onApprove: fn(),
    onCancel: fn(),
    onSaveParameters: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PendingTasksCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every pending task can be approved or cancelled; only send_email has Edit. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Approve' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);

    const payTask = within(canvas.getByRole('article', { name: 'Pay Invoice task' }));
    await userEvent.click(payTask.getByRole('button', { name: 'Cancel' }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent(CONFIRMATIONS.cancelTask);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel task' }));
    await expect(args.onCancel).toHaveBeenCalledWith('task-pay-1');
  },
};

export const Empty: Story = {
  args: { tasks: [] },
  play: showsText(EMPTY_STATES.pendingTasks),
};

export const Loading: Story = {
  args: { loading: true },
  play: showsLoading,
};

export const LoadError: Story = {
  args: { error: true },
  play: showsAlert(ERROR_TOASTS.loadTasks),
};
