import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createChecksWithFailures,
  createOnboardingVendor,
  createPassingChecks,
  createVendor,
  createVendorTaxProfile,
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

/** With a W-9 on file: its names, classification, the TIN masked, and the 1099-eligible badge. */
export const DetailsWithW9: Story = {
  args: { vendor: createVendor({ tax_profile: createVendorTaxProfile() }), onDownloadW9: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vendor details' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Vendor details' });
    const w9 = within(dropdown).getByRole('region', { name: 'Form W-9' });
    await expect(w9).toHaveTextContent('SSN ••••6789');
    await expect(w9).toHaveTextContent('Individual/sole proprietor');
    // The popover fades in: wait until its badge is shown.
    await waitFor(() => expect(within(w9).getByText('1099-eligible')).toBeVisible());
    await userEvent.click(within(w9).getByRole('button', { name: 'Download W-9' }));
    await expect(args.onDownloadW9).toHaveBeenCalledWith('vendor-acme');
  },
};

/** No W-9 yet: the popover says so and how to ask for one. */
export const DetailsWithoutW9: Story = {
  args: { vendor: createVendor({ tax_profile: null }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vendor details' }));
    const dropdown = await screen.findByRole('dialog', { name: 'Vendor details' });
    await expect(dropdown).toHaveTextContent('No W-9 on file');
    await expect(within(dropdown).queryByText('1099-eligible')).toBeNull();
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
