import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { createMailboxStatus } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { MailboxDrawer } from './MailboxDrawer';

const meta = {
  title: 'Integrations/MailboxDrawer',
  component: MailboxDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    status: createMailboxStatus({ gmail_email: null }),
    onConnect: fn(),
    onUnlink: fn(),
    onReadOnlyModeChange: fn(),
    transitionDuration: 0,
  },
} satisfies Meta<typeof MailboxDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'Accounts Payable Inbox' }));

export const Loading: Story = {
  args: { status: undefined },
  play: async () => {
    await expect(drawer().getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Not connected: Connect, and the permission level can still be chosen (read-only default). */
export const NotConnected: Story = {
  play: async ({ args }) => {
    await dialogFocused('Accounts Payable Inbox');
    await expect(drawer().getByText('Not connected')).toBeVisible();
    await expect(drawer().getByRole('radio', { name: /Read-only/ })).toBeChecked();
    await userEvent.click(drawer().getByRole('radio', { name: /Full access/ }));
    await expect(args.onReadOnlyModeChange).toHaveBeenCalledWith(false);
    await userEvent.click(drawer().getByRole('button', { name: 'Connect Gmail' }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

/** Connected with full access: the level is locked until the account is unlinked. */
export const Connected: Story = {
  args: { status: createMailboxStatus(), readOnlyMode: false },
  play: async ({ args }) => {
    await dialogFocused('Accounts Payable Inbox');
    await expect(drawer().getByText('Currently connected to ap@acme-corp.com')).toBeVisible();
    await expect(drawer().getByRole('radio', { name: /Full access/ })).toBeChecked();
    await expect(drawer().getByRole('radio', { name: /Read-only/ })).toBeDisabled();
    await userEvent.click(drawer().getByRole('radio', { name: /Read-only/ }));
    await expect(args.onReadOnlyModeChange).not.toHaveBeenCalled();
    await expect(drawer().queryByRole('button', { name: 'Connect Gmail' })).toBeNull();
  },
};

/** Unlink needs the second click; the drawer shows 'Unlinking...' while it runs. */
export const Unlinking: Story = {
  args: { status: createMailboxStatus(), onUnlink: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await dialogFocused('Accounts Payable Inbox');
    await userEvent.click(drawer().getByRole('button', { name: 'Unlink' }));
    await expect(args.onUnlink).not.toHaveBeenCalled();
    await userEvent.click(drawer().getByRole('button', { name: 'Click again to confirm' }));
    await expect(args.onUnlink).toHaveBeenCalledTimes(1);
    await expect(drawer().getByRole('button', { name: 'Unlinking...' })).toBeDisabled();
  },
};

/** A Member: the connection is shown, but unlink and the permission level are disabled. */
export const Member: Story = {
  args: {
    status: createMailboxStatus(),
    disabledReason: 'Only an Admin or Owner can connect, unlink or change the mailbox.',
  },
  play: async () => {
    await expect(drawer().getByText('Currently connected to ap@acme-corp.com')).toBeVisible();
    await expect(drawer().getByRole('button', { name: 'Unlink' })).toBeDisabled();
    await expect(drawer().getByRole('radio', { name: /Full access/ })).toBeDisabled();
    await expect(
      drawer().getByText('Only an Admin or Owner can connect, unlink or change the mailbox.'),
    ).toBeVisible();
  },
};
