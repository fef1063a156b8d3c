import { CONFIRMATIONS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { dialogFocused } from '../../testing/dialog-plays';
import { CancelTaskConfirm } from './CancelTaskConfirm';

const meta = {
  title: 'Tasks/CancelTaskConfirm',
  component: CancelTaskConfirm,
  args: { opened: true, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof CancelTaskConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await dialogFocused();
    await expect(dialog).toHaveTextContent(CONFIRMATIONS.cancelTask);
    await userEvent.click(screen.getByRole('button', { name: 'Keep task' }));
    await expect(args.onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel task' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  args: { loading: true },
};
