import type { Task } from '@ap/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  createFailedWorkflowRun,
  createSendEmailTask,
  createUpdateVendorTask,
  createWorkflowRun,
} from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { showsLoading } from '../../testing/state-plays';
import { WorkflowHistory } from './WorkflowHistory';

const executedVendorTask = createUpdateVendorTask({
  status: 'executed',
  approved_at: '2026-03-01T11:00:00.000Z',
  executed_at: '2026-03-01T11:00:00.000Z',
  approved_by_email: 'dana@example.com',
});
const tasksById: Record<string, Task> = {
  'task-email-1': createSendEmailTask(),
  'task-vendor-1': executedVendorTask,
};

const meta = {
  title: 'Workflow/WorkflowHistory',
  component: WorkflowHistory,
  args: {
    runs: [createWorkflowRun(), createFailedWorkflowRun()],
    tasksById,
    onApproveTask: fn(),
    onCancelTask: fn(),
    onUpdateTaskParameters: fn(),
  },
} satisfies Meta<typeof WorkflowHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs with their timeline; internal field changes are hidden; the pending task can be approved. */
export const WithRuns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Processing history and events for this invoice')).toBeVisible();
    const run = within(canvas.getByRole('article', { name: 'Workflow run run-1' }));
    await expect(run.getByText('Invoice Amount: 1250.5')).toBeVisible();
    for (const hidden of [
      'Invoice Status',
      'Invoice Vendor Id',
      'Invoice ID',
      'Thread Invoice Linked',
    ]) {
      await expect(run.queryByText(new RegExp(`^${hidden}:`))).toBeNull();
    }
    await expect(run.getByTestId('run-summary')).toHaveTextContent('Vendor: Acme Supplies');
    await expect(run.getByTestId('run-summary')).toHaveTextContent(
      '1 warning, 2 completed, 1 other',
    );
    await expect(run.getByText('Performed')).toBeVisible();

    // Only the pending send_email task awaits approval.
    const approvals = within(canvas.getByRole('region', { name: 'Actions awaiting approval' }));
    await expect(approvals.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(approvals.getByRole('button', { name: 'Approve' }));
    await expect(args.onApproveTask).toHaveBeenCalledWith('task-email-1');
  },
};

/** Cancel asks 'Are you sure you want to cancel this task?' before calling back. */
export const CancelTask: Story = {
  play: async ({ canvasElement, args }) => {
    const approvals = within(
      within(canvasElement).getByRole('region', { name: 'Actions awaiting approval' }),
    );
    await userEvent.click(approvals.getByRole('button', { name: 'Cancel' }));
    const dialog = await dialogFocused();
    await expect(dialog).toHaveTextContent('Are you sure you want to cancel this task?');
    await expect(args.onCancelTask).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel task' }));
    await expect(args.onCancelTask).toHaveBeenCalledWith('task-email-1');
  },
};

/** Edit opens the send_email form; saving sends the edited parameters. */
export const EditTaskParameters: Story = {
  play: async ({ canvasElement, args }) => {
    const approvals = within(
      within(canvasElement).getByRole('region', { name: 'Actions awaiting approval' }),
    );
    await userEvent.click(approvals.getByRole('button', { name: 'Edit' }));
    const dialog = within(await dialogFocused());
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'W-9 needed');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onUpdateTaskParameters).toHaveBeenCalledWith(
        'task-email-1',
        expect.objectContaining({ subject: 'W-9 needed', to: ['billing@acme-supplies.com'] }),
      ),
    );
  },
};

export const NothingAwaitingApproval: Story = {
  args: { tasksById: { 'task-vendor-1': executedVendorTask } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No actions require human approval right now')).toBeVisible();
    // The task not loaded yet shows as loading inside its run.
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const NoRuns: Story = {
  args: { runs: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No workflow runs found for this invoice.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: showsLoading,
};

export const LoadError: Story = {
  args: { error: 'HTTP error! status: 500' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load workflow runs.',
    );
  },
};
