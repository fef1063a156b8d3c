import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createApprovalChains,
  createApprovalPeople,
  createApprovalVendorOptions,
} from '../../mocks';
import { dialogFocused } from '../../testing/dialog-plays';
import { ApprovalChainsDrawer } from './ApprovalChainsDrawer';

const meta = {
  title: 'Settings/ApprovalChainsDrawer',
  component: ApprovalChainsDrawer,
  // Fullscreen: the padded layout's offset would push the fixed drawer past the viewport.
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    onClose: fn(),
    onSave: fn(),
    transitionDuration: 0,
    vendors: createApprovalVendorOptions(),
    people: createApprovalPeople(),
  },
} satisfies Meta<typeof ApprovalChainsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => within(screen.getByRole('dialog', { name: 'Approval Chains' }));
const resetButton = () => drawer().queryByRole('button', { name: 'Reset to recommended' });
const saveBar = () => drawer().queryByRole('region', { name: 'Unsaved changes' });
const ruleButton = (name: RegExp) => drawer().getByRole('button', { name });
/** Opens a rule and answers its panel. */
const openRule = async (name: RegExp) => {
  const control = ruleButton(name);
  await userEvent.click(control);
  const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${name}`);
  await waitFor(() => expect(panel).toBeVisible());
  return within(panel);
};

/** The recommended rules, which equal the built-in routing: no reset, nothing unsaved. */
export const DefaultRules: Story = {
  play: async () => {
    await expect(ruleButton(/High-value invoices/)).toHaveTextContent(
      'Over 10,000.00 in any currency',
    );
    await expect(ruleButton(/High-value invoices/)).toHaveTextContent(
      'Requisitioner → Any Admin or Owner',
    );
    await expect(ruleButton(/Every other invoice/)).toHaveTextContent('Requisitioner');
    await expect(resetButton()).toBeNull();
    await expect(saveBar()).toBeNull();
  },
};

/** An organisation's own rules: summaries name the vendor and the people; reset is offered. */
export const SavedRules: Story = {
  args: { chains: createApprovalChains() },
  play: async () => {
    await expect(ruleButton(/Large Globex orders/)).toHaveTextContent(
      'Over $5,000.00 · Vendor: Globex Corporation',
    );
    await expect(ruleButton(/Large Globex orders/)).toHaveTextContent(
      'Requisitioner → Controller: kim@acme-corp.com',
    );
    await expect(ruleButton(/Marketing spend/)).toHaveTextContent(
      'Finance: any one of lee@acme-corp.com, sam@acme-corp.com',
    );
    await expect(resetButton()).toBeVisible();
    await expect(saveBar()).toBeNull();
  },
};

/** Editing a rule: its conditions open; a change shows the save bar; Revert puts it back. */
export const EditingARule: Story = {
  args: { chains: createApprovalChains() },
  play: async ({ args }) => {
    await dialogFocused('Approval Chains');
    const rule = await openRule(/Large Globex orders/);
    await expect(rule.getByLabelText('Rule name')).toHaveValue('Large Globex orders');
    await expect(rule.getByLabelText('Amount over')).toHaveValue('5000.00');
    const over = rule.getByLabelText('Amount over');
    await userEvent.clear(over);
    await userEvent.type(over, '7500');
    await expect(ruleButton(/Large Globex orders/)).toHaveTextContent('Over $7,500.00');
    await expect(saveBar()).toBeVisible();
    await userEvent.click(drawer().getByRole('button', { name: 'Revert' }));
    await expect(rule.getByLabelText('Amount over')).toHaveValue('5000.00');
    await expect(saveBar()).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Adding steps to the last rule: a named person by e-mail, then saving hands over the rules. */
export const AddingSteps: Story = {
  play: async ({ args }) => {
    await dialogFocused('Approval Chains');
    const rule = await openRule(/Every other invoice/);
    await userEvent.click(rule.getByRole('button', { name: 'Add step' }));
    const step = within(rule.getByRole('group', { name: 'Step 2' }));
    await expect(step.getByRole('combobox', { name: 'Role' })).toHaveValue('Any Admin or Owner');
    await userEvent.click(step.getByRole('combobox', { name: 'Step 2: who approves' }));
    await userEvent.click(await screen.findByRole('option', { name: 'A named person' }));
    await userEvent.type(step.getByLabelText('E-mail'), ' Kim@Acme-Corp.com');
    await userEvent.type(step.getByLabelText('Step title'), 'Controller');
    await expect(ruleButton(/Every other invoice/)).toHaveTextContent(
      'Requisitioner → Controller: Kim@Acme-Corp.com',
    );
    await expect(resetButton()).toBeVisible();
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        default_steps: [
          { type: 'role', role: 'Requisitioner' },
          { type: 'person', email: 'kim@acme-corp.com', title: 'Controller' },
        ],
      }),
    );
    await waitFor(() => expect(saveBar()).toBeNull());
  },
};

/** Adds a rule and answers its open panel. */
const addRule = async () => {
  await userEvent.click(drawer().getByRole('button', { name: 'Add rule' }));
  return within(
    await waitFor(() => {
      const panel = document.getElementById(
        ruleButton(/New rule/).getAttribute('aria-controls') ?? '',
      );
      expect(panel).toBeVisible();
      return panel as HTMLElement;
    }),
  );
};

/** A new rule without a condition, then an inverted range: Save shows what to fix, saves nothing. */
export const ValidationError: Story = {
  play: async ({ args }) => {
    await dialogFocused('Approval Chains');
    const rule = await addRule();
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(
      within(rule.getByRole('alert')).getByText(
        /Rule "New rule": add a condition \(amount, vendor, GL account or class\)/,
      ),
    ).toBeVisible();
    await expect(ruleButton(/New rule/)).toHaveTextContent('1 problem');
    await userEvent.type(rule.getByLabelText('Amount over'), '9000');
    await userEvent.type(rule.getByLabelText('Up to'), '100');
    await expect(
      within(rule.getByRole('alert')).getByText(
        'Rule "New rule": the amount range is empty: "over" (9000.00) must be less than "up to" (100.00).',
      ),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Once the problems are fixed they go away, and Save hands the new rule over. */
export const ProblemFixedThenSaved: Story = {
  play: async ({ args }) => {
    await dialogFocused('Approval Chains');
    const rule = await addRule();
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(rule.getByRole('alert')).toBeVisible();
    await userEvent.type(rule.getByLabelText('Amount over'), '2500');
    await waitFor(() => expect(rule.queryByRole('alert')).toBeNull());
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        rules: expect.arrayContaining([
          expect.objectContaining({
            name: 'New rule',
            conditions: expect.objectContaining({
              amount: { currency: null, over: '2500.00', up_to: null },
            }),
          }),
        ]),
      }),
    );
    await waitFor(() => expect(saveBar()).toBeNull());
  },
};

/** Reset to recommended: back to the built-in routing, unsaved until Save Changes. */
export const ResetToRecommended: Story = {
  args: { chains: createApprovalChains() },
  play: async () => {
    await dialogFocused('Approval Chains');
    await userEvent.click(resetButton()!);
    await expect(drawer().queryByRole('button', { name: /Large Globex orders/ })).toBeNull();
    await expect(resetButton()).toBeNull();
    await expect(saveBar()).toBeVisible();
  },
};

/** While Save runs the button spins and Revert waits. */
export const Saving: Story = {
  args: { chains: createApprovalChains(), onSave: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await dialogFocused('Approval Chains');
    await userEvent.click(resetButton()!);
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(drawer().getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
      'data-loading',
    );
    await expect(drawer().getByRole('button', { name: 'Revert' })).toBeDisabled();
  },
};

/** A failed save (the app shows 'Save Unsuccessful') keeps the edits and the bar for a retry. */
export const SaveFails: Story = {
  args: { chains: createApprovalChains(), onSave: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args }) => {
    await dialogFocused('Approval Chains');
    await userEvent.click(resetButton()!);
    await userEvent.click(drawer().getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(drawer().getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
    await expect(saveBar()).toBeVisible();
    await expect(drawer().queryByRole('button', { name: /Large Globex orders/ })).toBeNull();
  },
};

/** A Member reads the rules: every field is disabled, nothing to add, move, delete or reset. */
export const MemberReadOnly: Story = {
  args: {
    chains: createApprovalChains(),
    disabledReason: 'Only an Admin or Owner can change the approval chains.',
  },
  play: async () => {
    await expect(
      drawer().getByText('Only an Admin or Owner can change the approval chains.'),
    ).toBeVisible();
    const rule = await openRule(/Large Globex orders/);
    await expect(rule.getByLabelText('Rule name')).toBeDisabled();
    await expect(rule.getByLabelText('Amount over')).toBeDisabled();
    await expect(rule.queryByRole('button', { name: 'Add step' })).toBeNull();
    await expect(rule.queryByRole('button', { name: 'Delete rule' })).toBeNull();
    await expect(drawer().queryByRole('button', { name: 'Add rule' })).toBeNull();
    await expect(resetButton()).toBeNull();
  },
};
