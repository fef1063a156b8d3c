import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  createChecksWithFailures,
  createOnboardingVendor,
  createPassingChecks,
  createVendor,
} from '../../mocks';
import { VendorBlock } from './VendorBlock';

const meta = {
  title: 'Invoices/InvoiceDetails/VendorBlock',
  component: VendorBlock,
  args: { vendor: createVendor(), checks: createPassingChecks() },
} satisfies Meta<typeof VendorBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Onboarded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Onboarded')).toBeVisible();
  },
};

/** The popover lists the vendor's fields with the account number masked to its last four. */
export const DetailsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vendor details' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Vendor details' });
    await expect(dropdown).toHaveTextContent('••••6789');
    await expect(dropdown).not.toHaveTextContent('000123456789');
    await expect(dropdown).toHaveTextContent('Acme Supplies LLC');
  },
};

export const Onboarding: Story = {
  args: {
    vendor: createOnboardingVendor(),
    checks: createChecksWithFailures('vendor_required_fields'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Onboarding')).toBeVisible();
  },
};

export const DraftVendor: Story = {
  args: { vendor: createOnboardingVendor({ name: '' }), checks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft Vendor')).toBeVisible();
    await expect(canvas.getByText('Onboarding')).toBeVisible();
  },
};

export const NoVendor: Story = {
  args: { vendor: null, checks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft Vendor')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Vendor details' })).toBeNull();
  },
};
