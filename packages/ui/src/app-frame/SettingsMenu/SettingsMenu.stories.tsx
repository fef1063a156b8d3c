import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SettingsMenu } from './SettingsMenu';

const meta = {
  title: 'AppFrame/SettingsMenu',
  component: SettingsMenu,
  args: {
    email: 'dana@example.com',
    onMyAccount: fn(),
    onOrganizationSettings: fn(),
    onAdmin: fn(),
    onSignOut: fn(),
  },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof SettingsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** 'Signed in as' {email}, then My Account, Organization Settings, Admin, Sign Out. */
export const Items: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByText('Signed in as')).toBeVisible();
    await expect(menu.getByText('dana@example.com')).toBeVisible();
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['My Account', 'Organization Settings', 'Admin', 'Sign Out']);

    await userEvent.click(menu.getByRole('menuitem', { name: 'Organization Settings' }));
    await expect(args.onOrganizationSettings).toHaveBeenCalledOnce();
    await expect(args.onAdmin).not.toHaveBeenCalled();
  },
};

/** Each item calls its own callback. */
export const ItemCallbacks: Story = {
  play: async ({ canvasElement, args }) => {
    const open = () =>
      userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const pick = async (name: string) => {
      await open();
      await userEvent.click(await screen.findByRole('menuitem', { name }));
    };
    await pick('My Account');
    await expect(args.onMyAccount).toHaveBeenCalledOnce();
    await pick('Admin');
    await expect(args.onAdmin).toHaveBeenCalledOnce();
    await pick('Sign Out');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};
