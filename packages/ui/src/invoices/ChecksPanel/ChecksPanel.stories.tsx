import { type CheckOverrides, overrideCheck } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createCheck, createChecksWithFailures, createPassingChecks } from '../../mocks';
import { ChecksPanel } from './ChecksPanel';

const meta = {
  title: 'Invoices/InvoiceDetails/ChecksPanel',
  component: ChecksPanel,
  args: {
    checks: createChecksWithFailures('vendor_required_fields', 'invoice_approval_status'),
    onOverride: fn(),
  },
} satisfies Meta<typeof ChecksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('region', { name }));

export const PassingAndFailing: Story = {
  play: async ({ canvasElement }) => {
    const failing = section(canvasElement, /Failing Checks/);
    await expect(failing.getByText('Vendor Required Fields Present')).toBeVisible();
    await expect(failing.getByText('Invoice Approved')).toBeVisible();
    await expect(within(canvasElement).getByText('Passing Checks (6)')).toBeVisible();
    // Override is an edit-mode action only.
    await expect(failing.queryByRole('button', { name: /Override/ })).toBeNull();
    // Expanding a check explains what it verifies.
    await userEvent.click(failing.getByRole('button', { name: 'Vendor Required Fields Present' }));
    await waitFor(() => expect(failing.getByText(/Vendors need a name, address/)).toBeVisible());
  },
};

export const AllPassing: Story = {
  args: { checks: createPassingChecks() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failing Checks (0)')).toBeVisible();
  },
};

/** A check overridden and saved earlier shows as passing with who overrode it. */
export const SavedOverride: Story = {
  args: {
    checks: [
      createCheck({
        name: 'payment_readiness',
        status: 'failed',
        overridden: true,
        overridden_by: 'Fox Mulder',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const passing = section(canvasElement, /Passing Checks/);
    await userEvent.click(passing.getByRole('button', { name: /Ready for Payment/ }));
    await waitFor(() => expect(passing.getByText('Overridden by Fox Mulder')).toBeVisible());
  },
};

const NOW = new Date(2026, 2, 5, 14, 30, 0);

/** Edit mode: overriding a failed check moves it to passing, marked with who and when. */
export const OverrideInEditMode: Story = {
  args: { editing: true },
  render: function Render(args) {
    const [overrides, setOverrides] = useState<CheckOverrides>({});
    return (
      <ChecksPanel
        {...args}
        overrides={overrides}
        onOverride={(check) => {
          args.onOverride?.(check);
          setOverrides((current) =>
            overrideCheck(current, check, { firstName: 'Dana', lastName: 'Scully' }, NOW),
          );
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const failing = section(canvasElement, /Failing Checks/);
    await userEvent.click(failing.getByRole('button', { name: 'Override Invoice Approved' }));
    await expect(args.onOverride).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'invoice_approval_status' }),
    );
    await expect(failing.queryByText('Invoice Approved')).toBeNull();
    const passing = section(canvasElement, /Passing Checks/);
    await expect(passing.getByText('Overridden')).toBeVisible();
    await userEvent.click(passing.getByRole('button', { name: /Invoice Approved/ }));
    await waitFor(() =>
      expect(passing.getByText('Overridden by Dana Scully on 3/5/2026, 2:30:00 PM')).toBeVisible(),
    );
  },
};
