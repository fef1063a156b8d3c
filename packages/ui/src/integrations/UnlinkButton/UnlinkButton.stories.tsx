import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnlinkButton } from './UnlinkButton';

const meta = {
  title: 'Integrations/UnlinkButton',
  component: UnlinkButton,
  args: { onUnlink: fn() },
} satisfies Meta<typeof UnlinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** First click: the button asks for confirmation (long window so the screenshot sees it). */
export const Confirming: Story = {
  args: { confirmWindowMs: 60_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }));
    await expect(canvas.getByRole('button', { name: 'Click again to confirm' })).toBeVisible();
    await expect(args.onUnlink).not.toHaveBeenCalled();
  },
};

/** The real 3 s window (SPEC §4): without a second click it reverts and nothing is unlinked. */
export const RevertsAfterThreeSeconds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }));
    const started = performance.now();
    await expect(canvas.getByRole('button')).toHaveTextContent('Click again to confirm');
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('Unlink'), {
      timeout: 4000,
    });
    // Not before the window: a revert after ~0 ms would be a broken timer.
    await expect(performance.now() - started).toBeGreaterThan(2500);
    await expect(args.onUnlink).not.toHaveBeenCalled();
  },
};

/** A second click after the window only arms the confirmation again (short injected window). */
export const SecondClickTooLate: Story = {
  args: { confirmWindowMs: 200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('Unlink'));
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }));
    await expect(canvas.getByRole('button')).toHaveTextContent('Click again to confirm');
    await expect(args.onUnlink).not.toHaveBeenCalled();
    // Let the short window run out so the screenshot always sees the same state.
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('Unlink'));
  },
};

/** Second click inside the window: unlinks and shows 'Unlinking...' while the call runs. */
export const Unlinking: Story = {
  args: { onUnlink: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Click again to confirm' }));
    await expect(args.onUnlink).toHaveBeenCalledTimes(1);
    const button = canvas.getByRole('button', { name: 'Unlinking...' });
    await expect(button).toBeDisabled();
  },
};
