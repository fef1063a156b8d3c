import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createCompanyDetails } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { CompanyDetailsDrawer } from './CompanyDetailsDrawer';

const meta = {
  title: 'Settings/CompanyDetailsDrawer',
  component: CompanyDetailsDrawer,
  // Fullscreen: the padded layout's offset would push the fixed drawer past the viewport.
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    onSave: fn(),
    transitionDuration: 0,
    details: createCompanyDetails(),
  },
} satisfies Meta<typeof CompanyDetailsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'Company Details' }));
const saveBar = () => drawer().queryByRole('region', { name: 'Unsaved changes' });
const saveChanges = () => userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));

/** The saved details: legal name, other names as chips, the billing address, the tax id. */
export const Saved: Story = {
  play: async () => {
    await expect(drawer().getByLabelText(/Legal name/)).toHaveValue('Acme Corporation');
    await expect(drawer().getByText('Acme Supplies')).toBeVisible();
    const address = within(drawer().getByRole('group', { name: 'Address 1' }));
    await expect(address.getByLabelText('Label')).toHaveValue('Billing');
    await expect(address.getByLabelText('Address')).toHaveValue(
      '1 Acme Way\nSpringfield, IL 62701\nUnited States',
    );
    await expect(drawer().getByLabelText(/Tax ID/)).toHaveValue('12-3456789');
    await expect(saveBar()).toBeNull();
  },
};

/** Never saved: the sign-up name as the legal name, nothing else yet. */
export const NotSavedYet: Story = {
  args: {
    details: createCompanyDetails({ other_names: [], addresses: [], tax_id: null }),
  },
  play: async () => {
    await expect(drawer().getByText('No addresses yet.')).toBeVisible();
    await expect(drawer().getByLabelText(/Tax ID/)).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { details: undefined },
  play: async () => {
    await expect(drawer().getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Editing: a new other name, an address added; Save hands the normalised details over. */
export const EditingAndSaving: Story = {
  play: async ({ args }) => {
    await dialogFocused('Company Details');
    await userEvent.type(drawer().getByLabelText(/Other names/), 'Roadrunner Holdings{Enter}');
    await expect(saveBar()).toBeVisible();
    await userEvent.click(drawer().getByRole('button', { name: 'Add address' }));
    const address = within(drawer().getByRole('group', { name: 'Address 2' }));
    await userEvent.type(address.getByLabelText('Label'), 'Headquarters');
    await userEvent.type(address.getByLabelText('Address'), '  9 Desert Road {Enter}Tucson, AZ ');
    await saveChanges();
    await expect(args.onSave).toHaveBeenCalledWith({
      legal_name: 'Acme Corporation',
      other_names: ['Acme Corp', 'Acme Supplies', 'Roadrunner Holdings'],
      addresses: [
        { label: 'Billing', address: '1 Acme Way\nSpringfield, IL 62701\nUnited States' },
        { label: 'Headquarters', address: '9 Desert Road\nTucson, AZ' },
      ],
      tax_id: '12-3456789',
    });
    await waitFor(() => expect(saveBar()).toBeNull());
  },
};

/** Revert puts back what was saved. */
export const Reverting: Story = {
  play: async ({ args }) => {
    await dialogFocused('Company Details');
    const legal = drawer().getByLabelText(/Legal name/);
    await userEvent.clear(legal);
    await userEvent.type(legal, 'Acme Holdings');
    await userEvent.click(drawer().getByRole('button', { name: 'Remove address 1' }));
    await expect(drawer().getByText('No addresses yet.')).toBeVisible();
    await userEvent.click(drawer().getByRole('button', { name: 'Revert' }));
    await expect(legal).toHaveValue('Acme Corporation');
    await expect(drawer().getByRole('group', { name: 'Address 1' })).toBeVisible();
    await expect(saveBar()).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A blank legal name, an address without lines and a tax id in words: shown at each field, nothing saved. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    await dialogFocused('Company Details');
    await userEvent.clear(drawer().getByLabelText(/Legal name/));
    const taxId = drawer().getByLabelText(/Tax ID/);
    await userEvent.clear(taxId);
    await userEvent.type(taxId, 'ask accounting');
    await userEvent.clear(
      within(drawer().getByRole('group', { name: 'Address 1' })).getByLabelText('Address'),
    );
    await saveChanges();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(drawer().getByText('Enter the company’s legal name.')).toBeVisible();
    await expect(drawer().getByText('Enter the address or remove it.')).toBeVisible();
    await expect(
      drawer().getByText('Enter a tax ID such as 12-3456789 (EIN) or GB123456789 (VAT number).'),
    ).toBeVisible();
    await userEvent.type(drawer().getByLabelText(/Legal name/), 'Acme Corporation');
    await waitFor(() => expect(drawer().queryByText('Enter the company’s legal name.')).toBeNull());
  },
};

/** While Save runs the button spins and Revert waits. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await dialogFocused('Company Details');
    await userEvent.type(drawer().getByLabelText(/Other names/), 'Acme West{Enter}');
    await saveChanges();
    await expect(drawer().getByRole('button', { name: 'Revert' })).toBeDisabled();
    await expect(drawer().getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
      'data-loading',
      'true',
    );
  },
};

/** A failed save keeps the edits for another try. */
export const SaveFailed: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Server said no'))) },
  play: async ({ args }) => {
    await dialogFocused('Company Details');
    await userEvent.type(drawer().getByLabelText(/Other names/), 'Acme West{Enter}');
    await saveChanges();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(drawer().getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    await expect(drawer().getByText('Acme West')).toBeVisible();
    await expect(saveBar()).toBeVisible();
    // The baseline shows the bar at rest, not the button's focus ring after the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A Member: everything read-only, with the reason; no save bar, no add or remove. */
export const ReadOnly: Story = {
  args: { disabledReason: 'Only an Admin or Owner can change the company details.' },
  play: async () => {
    await expect(
      drawer().getByText('Only an Admin or Owner can change the company details.'),
    ).toBeVisible();
    await expect(drawer().getByLabelText(/Legal name/)).toBeDisabled();
    await expect(drawer().getByLabelText(/Tax ID/)).toBeDisabled();
    await expect(drawer().queryByRole('button', { name: 'Add address' })).toBeNull();
    await expect(drawer().queryByRole('button', { name: 'Remove address 1' })).toBeNull();
  },
};
