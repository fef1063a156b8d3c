import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { createLimitedVendorSubsetSettings, createVendorSubsetSettings } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { VendorSubsetDrawer } from './VendorSubsetDrawer';

const meta = {
  title: 'Settings/VendorSubsetDrawer',
  component: VendorSubsetDrawer,
  // Fullscreen: the padded layout's offset would push the fixed drawer past the viewport.
  parameters: { layout: 'fullscreen' },
  args: { opened: true, onClose: fn(), onChange: fn(), onEntryAdded: fn(), transitionDuration: 0 },
} satisfies Meta<typeof VendorSubsetDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'Vendor Subset' }));
const chips = (list: 'Domains' | 'Senders') =>
  within(drawer().getByRole('group', { name: list }))
    .queryAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label')?.replace('Remove ', ''));

/** Defaults: internal senders ignored, all external senders; no entry field. */
export const Defaults: Story = {
  play: async () => {
    await expect(drawer().getByRole('radio', { name: 'Ignore' })).toBeChecked();
    await expect(drawer().getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(drawer().queryByLabelText('Sender address or domain')).toBeNull();
  },
};

/** Choosing Limited reveals the field and the Domains / Senders lists. */
export const SwitchToLimited: Story = {
  play: async ({ args }) => {
    await dialogFocused('Vendor Subset');
    await userEvent.click(drawer().getByText('Limited'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ externalSenders: 'limited' }),
    );
    await expect(drawer().getByLabelText('Sender address or domain')).toBeVisible();
    await expect(drawer().getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(chips('Domains')).toEqual([]);
  },
};

/** Saved entries show as removable chips; removing one reports the shorter list. */
export const LimitedWithEntries: Story = {
  args: { defaultSettings: createLimitedVendorSubsetSettings() },
  play: async ({ args }) => {
    await dialogFocused('Vendor Subset');
    await expect(chips('Domains')).toEqual(['acme.com', 'globex.io']);
    await expect(chips('Senders')).toEqual(['billing@initech.com']);
    await userEvent.click(drawer().getByRole('button', { name: 'Remove globex.io' }));
    await expect(chips('Domains')).toEqual(['acme.com']);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ domains: ['acme.com'] }),
    );
  },
};

/**
 * Classification by the domain rule: a domain goes under Domains, an address under Senders,
 * garbage and duplicates are silently ignored; Add is disabled while empty; Enter adds.
 */
export const ClassifiesEntries: Story = {
  args: { defaultSettings: createVendorSubsetSettings({ externalSenders: 'limited' }) },
  play: async ({ args }) => {
    await dialogFocused('Vendor Subset');
    const field = drawer().getByLabelText('Sender address or domain');
    const add = drawer().getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.type(field, '   ');
    await expect(add).toBeDisabled();
    await userEvent.clear(field);

    await userEvent.type(field, 'acme.com{Enter}');
    await expect(chips('Domains')).toEqual(['acme.com']);
    await expect(field).toHaveValue('');
    await expect(args.onEntryAdded).toHaveBeenLastCalledWith({ kind: 'domain', value: 'acme.com' });

    await userEvent.type(field, ' billing@acme.com ');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(chips('Senders')).toEqual(['billing@acme.com']);
    await expect(args.onEntryAdded).toHaveBeenLastCalledWith({
      kind: 'sender',
      value: 'billing@acme.com',
    });

    await userEvent.type(field, 'not a domain{Enter}');
    await userEvent.clear(field);
    await userEvent.type(field, 'ACME.com{Enter}');
    await userEvent.clear(field);
    await expect(chips('Domains')).toEqual(['acme.com']);
    await expect(chips('Senders')).toEqual(['billing@acme.com']);
    await expect(args.onEntryAdded).toHaveBeenCalledTimes(2);
  },
};

/** A Member: the saved subset is shown; nothing can be chosen, added or removed. */
export const Member: Story = {
  args: {
    settings: createLimitedVendorSubsetSettings(),
    disabledReason: 'Only an Admin or Owner can change the vendor subset.',
  },
  play: async () => {
    await expect(
      drawer().getByText('Only an Admin or Owner can change the vendor subset.'),
    ).toBeVisible();
    await expect(drawer().getByRole('radio', { name: 'All' })).toBeDisabled();
    await expect(drawer().getByLabelText('Sender address or domain')).toBeDisabled();
    for (const remove of drawer().getAllByRole('button', { name: /^Remove / }))
      await expect(remove).toBeDisabled();
  },
};
