import { EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createTaskList } from '../../mocks/fixtures/tasks';
import { showsAlert, showsLoading, showsText } from '../../testing/state-plays';
import { AdminTasksTable } from './AdminTasksTable';

const meta = {
  title: 'Admin/AdminTasksTable',
  component: AdminTasksTable,
  args: { tasks: createTaskList() },
} satisfies Meta<typeof AdminTasksTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownIds = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-task-id'));

/** Every task, newest first (the fixture lists them oldest first). */
export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownIds(canvasElement)).toEqual([
      'task-6',
      'task-5',
      'task-4',
      'task-3',
      'task-2',
      'task-1',
    ]);
  },
};

/** Status and type filters combine; clearing one widens the list again, still newest first. */
export const FilterByStatusAndType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'send_email');
    await expect(shownIds(canvasElement)).toEqual(['task-4', 'task-1']);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'pending');
    await expect(shownIds(canvasElement)).toEqual(['task-1']);
    await userEvent.selectOptions(canvas.getByLabelText('Type'), '');
    await expect(shownIds(canvasElement)).toEqual(['task-3', 'task-1']);
  },
};

/** Created date keeps the tasks of that day. */
export const FilterByCreatedDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Created date'), '2026-03-04');
    await userEvent.keyboard('{Escape}');
    await expect(shownIds(canvasElement)).toEqual(['task-4']);
  },
};

/** Filters that match nothing: 'No tasks found'. */
export const NoMatch: Story = {
  args: { defaultFilters: { status: 'cancelled', type: 'send_email' } },
  play: showsText(EMPTY_STATES.tasks),
};

export const Loading: Story = {
  args: { loading: true },
  play: showsLoading,
};

export const LoadError: Story = {
  args: { error: true },
  play: showsAlert(ERROR_TOASTS.loadTasks),
};
