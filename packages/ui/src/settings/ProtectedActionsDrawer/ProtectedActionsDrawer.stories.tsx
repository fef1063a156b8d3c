import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dialogFocused } from '../../testing/dialog-plays';
import { ProtectedActionsDrawer } from './ProtectedActionsDrawer';

const meta = {
  title: 'Settings/ProtectedActionsDrawer',
  component: ProtectedActionsDrawer,
  // Fullscreen: the padded layout's offset would push the fixed drawer past the viewport.
  parameters: { layout: 'fullscreen' },
  args: { opened: true, onClose: fn(), onSave: fn(), transitionDuration: 0 },
} satisfies Meta<typeof ProtectedActionsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'Protected Actions' }));

/** Recommended state: the three always-protected actions are locked on. */
export const Recommended: Story = {
  play: async () => {
    const always = within(drawer().getByRole('group', { name: 'Always Protected' }));
    for (const name of [
      'Email an Executive',
      'High Value Payments (over $10k)',
      'Update Payment Information',
    ]) {
      await expect(always.getByRole('switch', { name })).toBeChecked();
      await expect(always.getByRole('switch', { name })).toBeDisabled();
    }
    await expect(drawer().getByRole('switch', { name: 'Executing a Payment' })).toBeChecked();
    await expect(drawer().queryByRole('button', { name: 'Reset to recommended' })).toBeNull();
  },
};

/** Unprotecting a payment: 'Unprotected', Reset and the save bar appear; Save reports it. */
export const UnsavedChanges: Story = {
  play: async ({ args }) => {
    await dialogFocused('Protected Actions');
    const payment = drawer().getByRole('switch', { name: 'Executing a Payment' });
    await userEvent.click(payment);
    await expect(payment).not.toBeChecked();
    await expect(drawer().getByRole('button', { name: 'Reset to recommended' })).toBeVisible();
    await expect(drawer().getByRole('region', { name: 'Unsaved changes' })).toBeVisible();
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.arrayContaining([
        expect.objectContaining({
          items: expect.arrayContaining([
            expect.objectContaining({ id: 'execute_payment', requiresApproval: false }),
          ]),
        }),
      ]),
    );
  },
};

/** A Member: the actions are shown but every switch is disabled. */
export const Member: Story = {
  args: { disabledReason: 'Only an Admin or Owner can change the protected actions.' },
  play: async () => {
    await expect(
      drawer().getByText('Only an Admin or Owner can change the protected actions.'),
    ).toBeVisible();
    for (const toggle of drawer().getAllByRole('switch')) await expect(toggle).toBeDisabled();
  },
};
