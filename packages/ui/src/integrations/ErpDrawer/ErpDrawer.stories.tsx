import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createAccountingChart,
  createAccountingStatus,
  createDisconnectedAccountingStatus,
  createMappingRules,
} from '../../mocks';
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
    mappingRules: {
      rules: createMappingRules(),
      vendors: [
        { id: 'ven_demo_cloud', name: 'Cloudly Hosting' },
        { id: 'ven_demo_office', name: 'Office Supplies Co' },
      ],
      values: {
        account: createAccountingChart().accounts.map((a) => a.name),
        class: createAccountingChart().classes.map((c) => c.name),
        department: createAccountingChart().departments.map((d) => d.name),
      },
      onSaveRules: fn(async () => undefined),
      onAddDimension: fn(async () => undefined),
    },
    chart: { refreshedAt: '2026-11-20T10:00:00.000Z', onRefresh: fn(async () => undefined) },
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

/** Connected; every dimension of Mapping Rules lists its rules, and nothing is Under construction. */
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
      await expect(rules.getByRole('button', { name: `Set Rules for ${dimension}` })).toBeEnabled();
    }
    await expect(rules.getByText('2 rules · QuickBooks account')).toBeVisible();
    await userEvent.click(rules.getByRole('button', { name: 'View GL Account' }));
    const listed = within(rules.getByRole('list', { name: 'GL Account rules' }));
    await expect(listed.getByText('rule: description has "toner" → Office Supplies')).toBeVisible();
    await expect(
      listed.getByText('rule: vendor = Cloudly Hosting → Software & Subscriptions'),
    ).toBeVisible();
    await expect(screen.queryByText('Under construction')).toBeNull();
    await expect(
      drawer().getByText('Accounts, classes and locations read 2026-11-20 10:00 UTC'),
    ).toBeVisible();
    await userEvent.click(drawer().getByRole('button', { name: 'Read again' }));
    await expect(args.chart?.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Set Rules: an Admin adds a vendor rule to GL Class and saves the list in its order. */
export const SetRules: Story = {
  play: async ({ args }) => {
    const rules = within(drawer().getByRole('group', { name: 'Mapping Rules' }));
    await userEvent.click(rules.getByRole('button', { name: 'Set Rules for GL Class' }));
    const editor = within(rules.getByRole('group', { name: 'Rules for GL Class' }));
    await userEvent.click(editor.getByRole('button', { name: 'Add rule' }));
    await userEvent.click(editor.getByLabelText('Rule 1 kind'));
    await userEvent.click(await screen.findByRole('option', { name: 'Vendor is' }));
    await userEvent.click(editor.getByLabelText('Rule 1 vendor'));
    await userEvent.click(await screen.findByRole('option', { name: 'Cloudly Hosting' }));
    await userEvent.type(editor.getByLabelText('Rule 1 sets'), 'Operations');
    await userEvent.click(editor.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(args.mappingRules.onSaveRules).toHaveBeenCalledWith('class', [
        { kind: 'vendor', vendor_id: 'ven_demo_cloud', value: 'Operations' },
      ]),
    );
  },
};

/** Add Dimension for Coding: a name and where it goes in QuickBooks. */
export const AddDimension: Story = {
  play: async ({ args }) => {
    const rules = within(drawer().getByRole('group', { name: 'Mapping Rules' }));
    await userEvent.click(rules.getByRole('button', { name: 'Add Dimension for Coding' }));
    const form = within(rules.getByRole('group', { name: 'New dimension' }));
    await userEvent.type(form.getByLabelText('Dimension name'), 'Project Code');
    await userEvent.click(form.getByRole('button', { name: 'Add dimension' }));
    await waitFor(() =>
      expect(args.mappingRules.onAddDimension).toHaveBeenCalledWith({
        name: 'Project Code',
        target: 'memo',
      }),
    );
  },
};

/** A refused save keeps the edits and says why. */
export const SetRulesRefused: Story = {
  args: {
    mappingRules: {
      ...meta.args.mappingRules,
      onSaveRules: fn(async () => {
        throw new Error('Invalid request body. rules.0.value: Choose the value the rule sets.');
      }),
    },
  },
  play: async () => {
    const rules = within(drawer().getByRole('group', { name: 'Mapping Rules' }));
    await userEvent.click(rules.getByRole('button', { name: 'Set Rules for Department' }));
    const editor = within(rules.getByRole('group', { name: 'Rules for Department' }));
    await userEvent.clear(editor.getByLabelText('Rule 1 sets'));
    await userEvent.click(editor.getByRole('button', { name: 'Save rules' }));
    await expect(await editor.findByRole('alert')).toHaveTextContent(
      'Choose the value the rule sets.',
    );
    await expect(editor.getByLabelText('Rule 1 kind')).toHaveValue('Otherwise (default)');
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

/** A Member: Connect QuickBooks, Set Rules and Add Dimension are disabled, with the reason; View works. */
export const Member: Story = {
  args: {
    status: createDisconnectedAccountingStatus(),
    disabledReason: 'Only an Admin or Owner can connect or unlink the accounting system.',
    mappingRules: {
      ...meta.args.mappingRules,
      disabledReason: 'Only an Admin or Owner can change the mapping rules.',
    },
  },
  play: async ({ args }) => {
    await expect(drawer().getByRole('button', { name: 'Connect QuickBooks' })).toBeDisabled();
    await expect(
      drawer().getByText('Only an Admin or Owner can connect or unlink the accounting system.'),
    ).toBeVisible();
    await expect(args.onConnect).not.toHaveBeenCalled();
    const rules = within(drawer().getByRole('group', { name: 'Mapping Rules' }));
    await expect(rules.getByRole('button', { name: 'Set Rules for GL Account' })).toBeDisabled();
    await expect(rules.getByRole('button', { name: 'Add Dimension for Coding' })).toBeDisabled();
    await userEvent.click(rules.getByRole('button', { name: 'View Department' }));
    await expect(rules.getByText('rule: default → Headquarters')).toBeVisible();
  },
};
