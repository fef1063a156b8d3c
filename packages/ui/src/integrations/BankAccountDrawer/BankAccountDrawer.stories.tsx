import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { createDisconnectedPaymentAccountStatus, createPaymentAccountStatus } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { BankAccountDrawer } from './BankAccountDrawer';

const meta = {
  title: 'Integrations/BankAccountDrawer',
  component: BankAccountDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    status: createPaymentAccountStatus(),
    onConnect: fn(),
    transitionDuration: 0,
  },
} satisfies Meta<typeof BankAccountDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'Bank Account' }));

export const Loading: Story = {
  args: { status: undefined },
  play: async () => {
    await expect(drawer().getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Connected: Story = {
  play: async () => {
    await expect(drawer().getByText('Currently connected to acct_7f3a9c21')).toBeVisible();
    await expect(drawer().getByText('3/2/2026')).toBeVisible();
  },
};

export const NotConnected: Story = {
  args: { status: createDisconnectedPaymentAccountStatus() },
  play: async ({ args }) => {
    await dialogFocused('Bank Account');
    await userEvent.click(drawer().getByRole('button', { name: 'Connect Bank Account' }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

/** The status could not be loaded (SPEC §8). */
export const LoadFailed: Story = {
  args: { status: null },
  play: async () => {
    await expect(drawer().getByText('Failed to load payment account status.')).toBeVisible();
  },
};

/** A Member: Connect Bank Account is disabled, with the reason. */
export const Member: Story = {
  args: {
    status: createDisconnectedPaymentAccountStatus(),
    disabledReason: 'Only an Admin or Owner can connect a bank account.',
  },
  play: async () => {
    await expect(drawer().getByRole('button', { name: 'Connect Bank Account' })).toBeDisabled();
    await expect(
      drawer().getByText('Only an Admin or Owner can connect a bank account.'),
    ).toBeVisible();
  },
};
