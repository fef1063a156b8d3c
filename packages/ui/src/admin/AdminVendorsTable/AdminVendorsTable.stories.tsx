import { CONFIRMATIONS, EMPTY_STATES, ERROR_TOASTS } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createOnboardingVendor, createVendor } from '../../mocks/fixtures/vendors';
import { dialogFocused } from '../../testing/dialog-plays';
import { showsAlert, showsText } from '../../testing/state-plays';
import { AdminVendorsTable } from './AdminVendorsTable';

const meta = {
  title: 'Admin/AdminVendorsTable',
  component: AdminVendorsTable,
  args: { vendors: [createVendor(), createOnboardingVendor()], onDelete: fn() },
} satisfies Meta<typeof AdminVendorsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
  },
};

/** Delete asks 'Are you sure you want to delete this vendor? ...' first. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete vendor Globex Corporation' }));
    const dialog = await dialogFocused();
    await expect(dialog).toHaveTextContent(CONFIRMATIONS.deleteVendor);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete vendor Globex Corporation' }));
    await userEvent.click(within(await dialogFocused()).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('vendor-globex');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A failed delete keeps the dialog open for another try (the caller shows the toast). */
export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('HTTP error! status: 500'))) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete vendor Acme Supplies' }),
    );
    const dialog = within(await dialogFocused());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('vendor-acme');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled());
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { vendors: [] },
  play: showsText(EMPTY_STATES.vendors),
};

export const LoadError: Story = {
  args: { error: true },
  play: showsAlert(ERROR_TOASTS.loadVendors),
};

/** A Member: every delete is disabled and the table says who can delete. */
export const Member: Story = {
  args: { deleteDisabledReason: 'Only an Admin or Owner can delete vendors.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only an Admin or Owner can delete vendors.')).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: /^Delete vendor / }))
      await expect(button).toBeDisabled();
  },
};
