import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { OnboardingWizard } from './OnboardingWizard';

const meta = {
  title: 'Onboarding/OnboardingWizard',
  component: OnboardingWizard,
  args: {
    mailboxConnected: false,
    onConnectMailbox: fn(),
    accountingConnected: false,
    onConnectAccounting: fn(),
    onFinish: fn(),
    onJoinWaitlist: fn(),
  },
} satisfies Meta<typeof OnboardingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const next = () => screen.getByRole('button', { name: /^(Next|Go to Dashboard)$/ });
const previous = () => screen.getByRole('button', { name: 'Previous' });

/** Step 1: Next only once the supported email system is chosen; Previous always disabled. */
export const EmailSystem: Story = {
  play: async ({ args }) => {
    await expect(previous()).toBeDisabled();
    await expect(next()).toBeDisabled();
    await expect(screen.getByRole('radio', { name: /Microsoft 365/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Join the Microsoft 365 waitlist' }));
    await expect(args.onJoinWaitlist).toHaveBeenCalledWith('office');
    await expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Google Workspace/ }));
    await expect(next()).toBeEnabled();
    await userEvent.click(next());
    await expect(
      screen.getByRole('radiogroup', { name: 'Where do vendor invoices arrive?' }),
    ).toBeVisible();
    await expect(previous()).toBeEnabled();
  },
};

/** Step 2 without a connected mailbox: choosing shared shows the panel, Next stays disabled. */
export const ConnectGmailNotConnected: Story = {
  args: { initialStep: 2, initialChoices: { emailSystem: 'workspace' } },
  play: async ({ args }) => {
    for (const name of [/personal mailbox/, /group mailbox/, /third party/]) {
      await expect(screen.getByRole('radio', { name })).toBeDisabled();
    }
    await expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /shared ap@ mailbox/ }));
    await expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Gmail' }));
    await expect(args.onConnectMailbox).toHaveBeenCalledTimes(1);
    await expect(next()).toBeDisabled();
  },
};

/** Step 2 with the mailbox connected: Next once an option is chosen. */
export const ConnectGmailConnected: Story = {
  args: {
    initialStep: 2,
    initialChoices: { emailSystem: 'workspace' },
    mailboxConnected: true,
    mailboxEmail: 'ap@acme-corp.com',
  },
  play: async () => {
    await expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /shared ap@ mailbox/ }));
    await expect(screen.getByText('Currently connected to ap@acme-corp.com')).toBeVisible();
    await expect(next()).toBeEnabled();
  },
};

/** Step 3: the accounting system must be connected, or a spend tool or skip chosen. */
export const PaymentSystemGating: Story = {
  args: { initialStep: 3, initialChoices: { emailSystem: 'workspace', mailboxOption: 'shared' } },
  play: async ({ args }) => {
    await expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /QuickBooks Online/ }));
    await expect(next()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Connect QuickBooks' }));
    await expect(args.onConnectAccounting).toHaveBeenCalledTimes(1);
    await expect(screen.getByRole('radio', { name: /Bill.com/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Ramp/ }));
    await expect(screen.getByRole('note')).toHaveTextContent('Ramp');
    await expect(next()).toBeEnabled();
  },
};

/** Skipping warns about re-onboarded vendors and missing 1099s, and lets the user go on. */
export const SkipWarning: Story = {
  args: { initialStep: 3, initialChoices: { emailSystem: 'workspace', mailboxOption: 'shared' } },
  play: async () => {
    await userEvent.click(screen.getByRole('radio', { name: /Skip for now/ }));
    await expect(screen.getByText(/vendors may be re-onboarded/)).toBeVisible();
    await expect(screen.getByText(/1099s will not be produced/)).toBeVisible();
    await expect(next()).toBeEnabled();
  },
};

/** A connected accounting system is enough to go on from step 3. */
export const PaymentSystemConnected: Story = {
  args: {
    initialStep: 3,
    initialChoices: { paymentSystem: 'accounting_system' },
    accountingConnected: true,
    accountingCompanyName: 'Acme Corp Books',
  },
  play: async () => {
    await expect(screen.getByText('Currently connected to Acme Corp Books')).toBeVisible();
    await expect(next()).toBeEnabled();
  },
};

/** The last step: Go to Dashboard calls back; Previous goes back to step 3. */
export const Complete: Story = {
  args: { initialStep: 4 },
  play: async ({ args }) => {
    await expect(next()).toHaveTextContent('Go to Dashboard');
    await userEvent.click(next());
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
    await expect(previous()).toBeEnabled();
  },
};
