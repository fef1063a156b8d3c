import type { ReadingRule } from '@ap/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { READING_RULES_EMPTY, ReadingRulesList } from './ReadingRulesList';

const rule = (kind: ReadingRule['kind'], value: string, corrections = 1): ReadingRule => ({
  id: `rule-${kind}`,
  vendor_id: 'vendor-acme',
  kind,
  value,
  corrections,
  learned_at: '2026-11-20T10:00:00.000Z',
  learned_from: 'ap@acme.test',
});

const meta = {
  title: 'Vendors/ReadingRulesList',
  component: ReadingRulesList,
  args: {
    rules: [
      rule('vendor_name', 'Halvorsen Printing Group AS'),
      rule('total_label', 'balance to pay', 2),
      rule('date_order', 'month_first'),
      rule('currency', 'CAD'),
    ],
    onForget: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ReadingRulesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('“balance to pay”')).toBeVisible();
    await expect(canvas.getByText('Learned from 2 corrections by ap@acme.test')).toBeVisible();
    await expect(canvas.getByText('Month first (01/31/2026)')).toBeVisible();
  },
};

/** A photo's faint number: learned where it is printed, and what it looks like. */
export const LearnedPlace: Story = {
  args: {
    rules: [
      rule('vendor_name', 'JAGOTA BROTHERS TRADING CO.,LTD.'),
      rule(
        'invoice_number_place',
        'page 1, 76.5–86.8 % across, 18.2–19.1 % down, shaped IV##########',
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Invoice number printed at:/)).toBeVisible();
    await expect(
      canvas.getByText('page 1, 76.5–86.8 % across, 18.2–19.1 % down, shaped IV##########'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Forget invoice number printed at' }),
    ).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { rules: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(READING_RULES_EMPTY)).toBeVisible();
  },
};

/** Forget calls back with the rule's id. */
export const Forget: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Forget total printed after' }),
    );
    await expect(args.onForget).toHaveBeenCalledWith('rule-total_label');
  },
};

export const ForgetFails: Story = {
  args: { onForget: fn(() => Promise.reject(new Error('HTTP error! status: 500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forget currency' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The rule could not be forgotten.'),
    );
  },
};

export const Loading: Story = {
  args: { rules: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading reading rules…',
    );
  },
};

export const LoadError: Story = {
  args: { rules: [], error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The reading rules could not be loaded.',
    );
  },
};
