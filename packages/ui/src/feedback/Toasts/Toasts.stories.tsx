import { ERROR_TOASTS, SUCCESS_TOASTS } from '@ap/domain';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { showErrorToast, showSuccessToast } from '../toasts';

/** Story-only buttons firing the two toast variants the way the app does. */
function ToastButtons() {
  return (
    <Group>
      <Button color="blue.8" onClick={() => showSuccessToast(SUCCESS_TOASTS.taskApproved)}>
        Show success toast
      </Button>
      <Button
        color="red.9"
        onClick={() =>
          showErrorToast(ERROR_TOASTS.approveTaskFailed, new Error('HTTP error! status: 500'))
        }
      >
        Show error toast
      </Button>
    </Group>
  );
}

const meta = {
  title: 'Feedback/Toasts',
  component: ToastButtons,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notifications.clean();
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both variants, bottom-right: the error one carries the underlying error text. */
export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success toast' }));
    await waitFor(() => expect(screen.getByText(SUCCESS_TOASTS.taskApproved)).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: 'Show error toast' }));
    await waitFor(() => expect(screen.getByText(ERROR_TOASTS.approveTaskFailed)).toBeVisible());
    await waitFor(() => expect(screen.getByText('HTTP error! status: 500')).toBeVisible());

    const toast = screen.getByText(SUCCESS_TOASTS.taskApproved).closest('[role="alert"]');
    const { right, bottom } = toast!.getBoundingClientRect();
    await expect(right).toBeGreaterThan(window.innerWidth / 2);
    await expect(bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};
