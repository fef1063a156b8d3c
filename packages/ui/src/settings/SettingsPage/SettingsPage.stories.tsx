import { DRAWER_WIDTH_PX } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MailboxDrawer } from '../../integrations/MailboxDrawer';
import {
  createAccountingStatus,
  createDisconnectedAccountingStatus,
  createDisconnectedPaymentAccountStatus,
  createMailboxStatus,
  createPaymentAccountStatus,
} from '../../mocks';
import { MandatoryChecksDrawer } from '../MandatoryChecksDrawer';
import { PaymentControls } from '../PaymentControls';
import { SettingsPage, type SettingsPageProps } from './SettingsPage';
import type { SettingsDrawerId } from './settingsDrawerId';

const meta = {
  title: 'Settings/SettingsPage',
  component: SettingsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    onBack: fn(),
    onConfigure: fn(),
    mailboxStatus: createMailboxStatus(),
    accountingStatus: createAccountingStatus(),
    paymentAccountStatus: createPaymentAccountStatus(),
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (title: string) => within(screen.getByRole('region', { name: title }));

/** Everything connected; every card opens its drawer, none is Under construction; the payment control switches. */
export const Connected: Story = {
  args: {
    controls: (
      <PaymentControls
        dualControl={false}
        paymentProtection
        onDualControlChange={fn()}
        onPaymentProtectionChange={fn()}
      />
    ),
  },
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
    await expect(
      card('Accounts Payable Inbox').getByText('Currently connected to ap@acme-corp.com'),
    ).toBeVisible();
    await expect(
      card('ERP & Accounting').getByText('Currently connected to Acme Corp Books'),
    ).toBeVisible();
    await expect(card('Employee Directory').getByText('Not connected')).toBeVisible();
    await expect(screen.queryByText('Under construction')).toBeNull();
    await expect(screen.getByRole('switch', { name: 'Dual Control' })).not.toBeChecked();
    await expect(screen.getByRole('switch', { name: 'Payment Protection' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Configure ERP & Accounting' }));
    await expect(args.onConfigure).toHaveBeenLastCalledWith('accounting');
    await userEvent.click(screen.getByRole('button', { name: 'Configure Vendor Subset' }));
    await expect(args.onConfigure).toHaveBeenLastCalledWith('vendorSubset');
    await userEvent.click(screen.getByRole('button', { name: 'User Management' }));
    await expect(args.onConfigure).toHaveBeenLastCalledWith('userManagement');
    await userEvent.click(screen.getByRole('button', { name: 'Configure Approval Chains' }));
    await expect(args.onConfigure).toHaveBeenLastCalledWith('approvalChains');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Details' }));
    await expect(args.onConfigure).toHaveBeenLastCalledWith('companyDetails');
    await expect(args.onConfigure).toHaveBeenCalledTimes(5);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Nothing connected: red crosses, and the accounting fallback name is not shown. */
export const NothingConnected: Story = {
  args: {
    mailboxStatus: createMailboxStatus({ gmail_email: null }),
    accountingStatus: createDisconnectedAccountingStatus(),
    paymentAccountStatus: createDisconnectedPaymentAccountStatus(),
  },
  play: async () => {
    for (const title of ['Accounts Payable Inbox', 'ERP & Accounting', 'Bank Account']) {
      await expect(card(title).getByText('Not connected')).toBeVisible();
    }
    await expect(screen.queryByText(/Currently connected to/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { mailboxStatus: undefined, accountingStatus: undefined, paymentAccountStatus: undefined },
  play: async () => {
    await expect(screen.getAllByRole('status')).toHaveLength(3);
  },
};

/** The payment-provider status could not be loaded (SPEC §8). */
export const BankStatusFailed: Story = {
  args: { paymentAccountStatus: null },
  play: async () => {
    await expect(
      card('Bank Account').getByText('Failed to load payment account status.'),
    ).toBeVisible();
  },
};

function WithDrawers(args: SettingsPageProps) {
  const [open, setOpen] = useState<SettingsDrawerId | null>(null);
  const close = () => setOpen(null);
  return (
    <SettingsPage {...args} onConfigure={setOpen}>
      <MandatoryChecksDrawer
        opened={open === 'mandatoryChecks'}
        onClose={close}
        onSave={fn()}
        transitionDuration={0}
      />
      <MailboxDrawer
        opened={open === 'mailbox'}
        onClose={close}
        status={args.mailboxStatus}
        onConnect={fn()}
        onUnlink={fn()}
        onReadOnlyModeChange={fn()}
        transitionDuration={0}
      />
    </SettingsPage>
  );
}

/** Configure opens the card's drawer on the right, 480 px wide. */
export const ConfigureOpensDrawer: Story = {
  render: (args) => <WithDrawers {...args} />,
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Configure Accounts Payable Inbox' }));
    const mailbox = await screen.findByRole('dialog', { name: 'Accounts Payable Inbox' });
    await expect(mailbox.getBoundingClientRect().width).toBe(DRAWER_WIDTH_PX);
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Configure Mandatory Checks' }));
    const checks = await screen.findByRole('dialog', { name: 'Mandatory Checks' });
    await expect(checks.getBoundingClientRect().right).toBe(window.innerWidth);
    await expect(checks.getBoundingClientRect().width).toBe(DRAWER_WIDTH_PX);
  },
};
