import { maskAccountNumber } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createVendor } from '../../mocks';
import { VendorDetailsPopover } from './VendorDetailsPopover';

// As every answer of the API carries a vendor: bank numbers masked to their last four.
const vendor = createVendor({
  account_number: maskAccountNumber('000123456789'),
  routing_number: maskAccountNumber('122105155'),
});
const FULL = { vendor_id: vendor.id, account_number: '000123456789', routing_number: '122105155' };

const meta = {
  title: 'Invoices/InvoiceDetails/VendorDetailsPopover',
  component: VendorDetailsPopover,
  args: { vendor, onRevealBankDetails: fn(async () => FULL) },
} satisfies Meta<typeof VendorDetailsPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Vendor details' }));
  const dropdown = await screen.findByRole('dialog', { name: 'Vendor details' });
  await waitFor(() => expect(dropdown).toBeVisible());
  return within(dropdown);
};

/** An Admin sees the masked numbers with a Reveal button. */
export const Masked: Story = {
  play: async ({ canvasElement, args }) => {
    const popover = await open(canvasElement);
    await expect(popover.getByText('••••6789')).toBeVisible();
    await expect(popover.getByText('••••5155')).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Reveal' })).toBeVisible();
    await expect(args.onRevealBankDetails).not.toHaveBeenCalled();
  },
};

/** Reveal shows the full numbers (an audited call) until Hide. */
export const Revealed: Story = {
  play: async ({ canvasElement, args }) => {
    const popover = await open(canvasElement);
    await userEvent.click(popover.getByRole('button', { name: 'Reveal' }));
    await expect(args.onRevealBankDetails).toHaveBeenCalledWith(vendor.id);
    await expect(await popover.findByText('000123456789')).toBeVisible();
    await expect(popover.getByText('122105155')).toBeVisible();
    await expect(popover.getByText(/Shown for 30 seconds/)).toBeVisible();
    await userEvent.click(popover.getByRole('button', { name: 'Hide' }));
    await expect(popover.queryByText('000123456789')).toBeNull();
    await expect(popover.getByText('••••6789')).toBeVisible();
  },
};

/** The numbers hide again by themselves after the reveal time (shortened here). */
export const HidesAfterTime: Story = {
  args: { revealForMs: 800 },
  play: async ({ canvasElement }) => {
    const popover = await open(canvasElement);
    await userEvent.click(popover.getByRole('button', { name: 'Reveal' }));
    await expect(await popover.findByText('000123456789')).toBeVisible();
    await waitFor(() => expect(popover.queryByText('000123456789')).toBeNull(), {
      timeout: 3000,
    });
    await expect(popover.getByText('••••6789')).toBeVisible();
  },
};

/** Closing the popover hides them: opened again, the numbers are masked. */
export const HidesOnClose: Story = {
  play: async ({ canvasElement, args }) => {
    const popover = await open(canvasElement);
    await userEvent.click(popover.getByRole('button', { name: 'Reveal' }));
    await expect(await popover.findByText('000123456789')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Vendor details' })).toBeNull(),
    );
    const again = await open(canvasElement);
    await expect(again.getByText('••••6789')).toBeVisible();
    await expect(again.queryByText('000123456789')).toBeNull();
    await expect(args.onRevealBankDetails).toHaveBeenCalledTimes(1);
  },
};

/** A failed reveal keeps the numbers masked (the caller toasts). */
export const RevealFailed: Story = {
  args: { onRevealBankDetails: fn(() => Promise.reject(new Error('Forbidden'))) },
  play: async ({ canvasElement }) => {
    const popover = await open(canvasElement);
    await userEvent.click(popover.getByRole('button', { name: 'Reveal' }));
    await waitFor(() =>
      expect(popover.getByRole('button', { name: 'Reveal' })).not.toHaveAttribute('data-loading'),
    );
    await expect(popover.getByText('••••6789')).toBeVisible();
  },
};

/** A Member: the masked numbers and no Reveal button. */
export const MemberView: Story = {
  args: { onRevealBankDetails: undefined },
  play: async ({ canvasElement }) => {
    const popover = await open(canvasElement);
    await expect(popover.getByText('••••6789')).toBeVisible();
    await expect(popover.queryByRole('button', { name: 'Reveal' })).toBeNull();
  },
};
