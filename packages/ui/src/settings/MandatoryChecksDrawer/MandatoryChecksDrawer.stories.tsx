import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createMandatoryChecksConfig } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { MandatoryChecksDrawer } from './MandatoryChecksDrawer';

const meta = {
  title: 'Settings/MandatoryChecksDrawer',
  component: MandatoryChecksDrawer,
  // Fullscreen: the padded layout's offset would push the fixed drawer past the viewport.
  parameters: { layout: 'fullscreen' },
  args: { opened: true, onClose: fn(), onSave: fn(), transitionDuration: 0 },
} satisfies Meta<typeof MandatoryChecksDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'Mandatory Checks' }));
const resetButton = () => drawer().queryByRole('button', { name: 'Reset to recommended' });
const saveBar = () => drawer().queryByRole('region', { name: 'Unsaved changes' });

/** The recommended configuration: no Reset button, no save bar; Always Required is locked on. */
export const Recommended: Story = {
  play: async () => {
    await expect(resetButton()).toBeNull();
    await expect(saveBar()).toBeNull();
    const locked = within(drawer().getByRole('group', { name: 'Always Required' }));
    for (const name of ['Vendor Name', 'Total Amount', 'Remittance Info']) {
      await expect(locked.getByRole('switch', { name })).toBeChecked();
      await expect(locked.getByRole('switch', { name })).toBeDisabled();
    }
    const contents = within(drawer().getByRole('group', { name: 'Invoice Contents' }));
    await expect(contents.getByRole('switch', { name: 'Unique Invoice Number' })).toBeChecked();
    await expect(contents.getByRole('switch', { name: 'Invoice Dated' })).not.toBeChecked();
  },
};

/** A saved configuration that differs from recommended offers the reset, but nothing is unsaved. */
export const SavedDiffersFromRecommended: Story = {
  args: { config: createMandatoryChecksConfig({ fraud_detection: true, tax_id_known: false }) },
  play: async () => {
    await expect(resetButton()).toBeVisible();
    await expect(saveBar()).toBeNull();
    await expect(drawer().getByRole('switch', { name: 'Tax ID Known' })).not.toBeChecked();
  },
};

/** Toggling shows Reset and the save bar; Revert discards, and both disappear again. */
export const RevertDiscardsEdits: Story = {
  play: async ({ args }) => {
    await dialogFocused('Mandatory Checks');
    const invoiceDated = drawer().getByRole('switch', { name: 'Invoice Dated' });
    await userEvent.click(invoiceDated);
    await expect(invoiceDated).toBeChecked();
    await expect(drawer().getAllByText('Enforced').length).toBeGreaterThan(0);
    await expect(resetButton()).toBeVisible();
    await expect(saveBar()).toBeVisible();
    await userEvent.click(drawer().getByRole('button', { name: 'Revert' }));
    await expect(invoiceDated).not.toBeChecked();
    await expect(saveBar()).toBeNull();
    await expect(resetButton()).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Reset to recommended from a non-recommended saved config: unsaved until Save Changes. */
export const ResetToRecommended: Story = {
  args: { config: createMandatoryChecksConfig({ department: true }) },
  play: async () => {
    await dialogFocused('Mandatory Checks');
    await userEvent.click(resetButton()!);
    await expect(drawer().getByRole('switch', { name: 'Department' })).not.toBeChecked();
    await expect(resetButton()).toBeNull();
    // Back to recommended but different from what is saved: the bar offers to save it.
    await expect(saveBar()).toBeVisible();
  },
};

/** Save Changes hands the edited configuration to the caller; the bar then goes away. */
export const SaveChanges: Story = {
  play: async ({ args }) => {
    await dialogFocused('Mandatory Checks');
    await userEvent.click(drawer().getByRole('switch', { name: 'Unique Invoice Number' }));
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Invoice Contents',
          items: expect.arrayContaining([
            expect.objectContaining({ id: 'unique_invoice_number', required: false }),
          ]),
        }),
      ]),
    );
    await waitFor(() => expect(saveBar()).toBeNull());
    // Still differs from recommended, so the reset stays on offer.
    await expect(resetButton()).toBeVisible();
  },
};

/** While Save runs the button spins and Revert waits. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await dialogFocused('Mandatory Checks');
    await userEvent.click(drawer().getByRole('switch', { name: 'Fraud Detection' }));
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(drawer().getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
      'data-loading',
    );
    await expect(drawer().getByRole('button', { name: 'Revert' })).toBeDisabled();
  },
};

/** A failed save (the app shows 'Save Unsuccessful') keeps the edits and the bar for a retry. */
export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('storage full'))) },
  play: async ({ args }) => {
    await dialogFocused('Mandatory Checks');
    await userEvent.click(drawer().getByRole('switch', { name: 'Fraud Detection' }));
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(drawer().getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    await expect(saveBar()).toBeVisible();
    await expect(drawer().getByRole('switch', { name: 'Fraud Detection' })).toBeChecked();
  },
};

/** A Member: the checks are shown but every switch is disabled, and no reset is offered. */
export const Member: Story = {
  args: {
    config: createMandatoryChecksConfig({ fraud_detection: true }),
    disabledReason: 'Only an Admin or Owner can change the mandatory checks.',
  },
  play: async () => {
    await expect(
      drawer().getByText('Only an Admin or Owner can change the mandatory checks.'),
    ).toBeVisible();
    for (const toggle of drawer().getAllByRole('switch')) await expect(toggle).toBeDisabled();
    await expect(resetButton()).toBeNull();
  },
};
