import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VendorPicker } from './VendorPicker';

const VENDORS = [
  { id: 'vendor-acme', name: 'Acme Supplies' },
  { id: 'vendor-globex', name: 'Globex Corporation' },
  { id: 'vendor-draft', name: '' },
];

const meta = {
  title: 'Vendors/VendorPicker',
  component: VendorPicker,
  args: {
    vendor: { id: 'vendor-draft', name: '' },
    vendors: VENDORS,
    onMove: fn(() => Promise.resolve()),
    onRename: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof VendorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft vendor: the other vendors to move to, and its name to type. */
export const DraftVendor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move invoice' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Rename vendor' })).toBeDisabled();
  },
};

/** Picking an existing vendor and moving the invoice there. */
export const MoveToExisting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Move this invoice to' }));
    const option = await screen.findByRole('option', { name: 'Globex Corporation' });
    // The invoice's own vendor is not offered.
    await expect(screen.queryByRole('option', { name: 'Draft Vendor' })).toBeNull();
    await userEvent.click(option);
    await userEvent.click(canvas.getByRole('button', { name: 'Move invoice' }));
    await expect(args.onMove).toHaveBeenCalledWith('vendor-globex');
  },
};

/** Renaming the draft vendor (trimmed). */
export const RenameDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Rename this vendor' }),
      ' Initech Ltd ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Rename vendor' }));
    await expect(args.onRename).toHaveBeenCalledWith('Initech Ltd');
  },
};

/** A refused change says why and keeps what was typed. */
export const SaveFails: Story = {
  args: { onRename: fn(() => Promise.reject(new Error('Only an Admin can do that.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Rename this vendor' }), 'Initech');
    await userEvent.click(canvas.getByRole('button', { name: 'Rename vendor' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Only an Admin can do that.'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Rename this vendor' })).toHaveValue(
      'Initech',
    );
  },
};

/** A paid invoice stays with its vendor. */
export const Disabled: Story = {
  args: {
    vendor: { id: 'vendor-acme', name: 'Acme Supplies' },
    disabledReason: 'A paid invoice stays with the vendor it was paid to.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('A paid invoice stays with the vendor it was paid to.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Rename this vendor' })).toBeDisabled();
  },
};
