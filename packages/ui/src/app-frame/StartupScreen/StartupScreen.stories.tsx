import { APP_MESSAGES } from '@ap/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { showsAlert, showsLoading } from '../../testing/state-plays';
import { StartupScreen } from './StartupScreen';

const meta = {
  title: 'AppFrame/StartupScreen',
  component: StartupScreen,
  parameters: { layout: 'fullscreen' },
  args: { state: 'loading' },
} satisfies Meta<typeof StartupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: showsLoading,
};

export const LoadFailed: Story = {
  args: { state: 'load-failed', detail: 'HTTP error! status: 500' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load configuration: HTTP error! status: 500',
    );
  },
};

export const AuthUrlMissing: Story = {
  args: { state: 'auth-url-missing' },
  play: showsAlert(APP_MESSAGES.authUrlNotConfigured),
};
