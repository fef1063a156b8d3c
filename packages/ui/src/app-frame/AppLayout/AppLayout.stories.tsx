import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LandingWelcome } from '../LandingWelcome';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'AppFrame/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: { onTitleClick: fn(), onSignUp: fn(), onSignIn: fn() },
    children: <LandingWelcome />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page (/) for a signed-out visitor. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(
      canvas.getByText(
        'Streamline invoice management with intelligent automation. Sign in to get started.',
      ),
    ).toBeVisible();
  },
};

/** Signed in: the same frame with the Settings menu around a page. */
export const SignedIn: Story = {
  args: {
    header: {
      onTitleClick: fn(),
      onSignUp: fn(),
      onSignIn: fn(),
      account: {
        email: 'dana@example.com',
        onMyAccount: fn(),
        onOrganizationSettings: fn(),
        onAdmin: fn(),
        onSignOut: fn(),
      },
    },
    children: <p>Page content</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveTextContent('Page content');
  },
};
