import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { PaymentControls, type PaymentControlsProps } from './PaymentControls';

const meta = {
  title: 'Settings/PaymentControls',
  component: PaymentControls,
  args: {
    dualControl: false,
    paymentProtection: true,
    onDualControlChange: fn(),
    onPaymentProtectionChange: fn(),
  },
} satisfies Meta<typeof PaymentControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const dual = () => screen.getByRole('switch', { name: 'Dual Control' });
const protection = () => screen.getByRole('switch', { name: 'Payment Protection' });

/** Each control with what it does in one line; the saved value on each switch. */
export const Defaults: Story = {
  play: async () => {
    await expect(dual()).not.toBeChecked();
    await expect(protection()).toBeChecked();
    await expect(
      screen.getByText(
        "Whoever requested a payment, or last changed its amount or the vendor's bank details, cannot approve it.",
      ),
    ).toBeVisible();
    await expect(
      screen.getByText('No payment is sent until a person approves its payment task.'),
    ).toBeVisible();
  },
};

function Saved(args: PaymentControlsProps) {
  const [dualControl, setDualControl] = useState(args.dualControl);
  return (
    <PaymentControls
      {...args}
      dualControl={dualControl}
      onDualControlChange={async (on) => {
        await args.onDualControlChange(on);
        setDualControl(on);
      }}
    />
  );
}

/** Turning dual control on: the change goes to the caller, and the saved value shows. */
export const TurningDualControlOn: Story = {
  render: (args) => <Saved {...args} />,
  play: async ({ args }) => {
    await userEvent.click(dual());
    await expect(args.onDualControlChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dual()).toBeChecked());
    await expect(screen.getAllByText('On')).toHaveLength(2);
  },
};

/** While a change is saved both switches wait. */
export const Saving: Story = {
  args: { onPaymentProtectionChange: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.click(protection());
    await expect(protection()).toBeDisabled();
    await expect(dual()).toBeDisabled();
  },
};

/** A failed change: the switch keeps the saved value (the caller toasts). */
export const ChangeFailed: Story = {
  args: { onDualControlChange: fn(() => Promise.reject(new Error('Server said no'))) },
  play: async ({ args }) => {
    await userEvent.click(dual());
    await expect(args.onDualControlChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dual()).toBeEnabled());
    await expect(dual()).not.toBeChecked();
  },
};

export const Loading: Story = {
  args: { dualControl: undefined, paymentProtection: undefined },
  play: async () => {
    await expect(dual()).toBeDisabled();
    await expect(protection()).toBeDisabled();
  },
};

/** A Member sees the state, read-only, and why. */
export const ReadOnly: Story = {
  args: { dualControl: true, disabledReason: 'Only an Admin or Owner can change the controls.' },
  play: async ({ args }) => {
    await expect(screen.getByText('Only an Admin or Owner can change the controls.')).toBeVisible();
    await expect(dual()).toBeChecked();
    await expect(dual()).toBeDisabled();
    await expect(protection()).toBeDisabled();
    await expect(args.onDualControlChange).not.toHaveBeenCalled();
  },
};
