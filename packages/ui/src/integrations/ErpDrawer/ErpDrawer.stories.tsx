import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createAccountingStatus, createDisconnectedAccountingStatus } from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { ErpDrawer } from './ErpDrawer';

const meta = {
  title: 'Integrations/ErpDrawer',
  component: ErpDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    status: createAccountingStatus(),
    onConnect: fn(),
    onUnlink: fn(),
    transitionDuration: 0,
  },
} satisfies Meta<typeof ErpDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'ERP & Accounting' }));

export const Loading: Story = {
  args: { status: undefined },
  play: async () => {
    await expect(drawer().getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** Connected; every Mapping Rules action is disabled and Under construction. */
export const Connected: Story = {
  play: async ({ args }) => {
    await dialogFocused('ERP & Accounting');
    await expect(drawer().getByText('Currently connected to Acme Corp Books')).toBeVisible();
    const rules = within(drawer().getByRole('group', { name: 'Mapping Rules' }));
    for (const dimension of [
      'GL Account',
      'GL Class',
      'Department',
      'Cost Center',
      'Budget Code',
    ]) {
      await expect(rules.getByText(dimension)).toBeVisible();
      await expect(rules.getByRole('button', { name: `View ${dimension}` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expect(
        rules.getByRole('button', { name: `Set Rules for ${dimension}` }),
      ).toHaveAttribute('aria-disabled', 'true');
    }
    const addDimension = rules.getByRole('button', { name: 'Add Dimension for Coding' });
    await expect(addDimension).toHaveAttribute('aria-disabled', 'true');
    await userEvent.hover(addDimension);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Under construction'),
    );
    await userEvent.click(addDimension);
    await expect(addDimension).toHaveFocus();
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

/** A connection without a company name falls back to 'QuickBooks Company'. */
export const CompanyNameFallback: Story = {
  args: { status: createAccountingStatus({ company_name: null }) },
  play: async () => {
    await expect(drawer().getByText('Currently connected to QuickBooks Company')).toBeVisible();
  },
};

export const NotConnected: Story = {
  args: { status: createDisconnectedAccountingStatus() },
  play: async ({ args }) => {
    await dialogFocused('ERP & Accounting');
    await userEvent.click(drawer().getByRole('button', { name: 'Connect QuickBooks' }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
    await expect(drawer().queryByRole('button', { name: 'Unlink' })).toBeNull();
  },
};

/** A Member: Connect QuickBooks is disabled, with the reason. */
export const Member: Story = {
  args: {
    status: createDisconnectedAccountingStatus(),
    disabledReason: 'Only an Admin or Owner can connect or unlink the accounting system.',
  },
  play: async ({ args }) => {
    await expect(drawer().getByRole('button', { name: 'Connect QuickBooks' })).toBeDisabled();
    await expect(
      drawer().getByText('Only an Admin or Owner can connect or unlink the accounting system.'),
    ).toBeVisible();
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};
