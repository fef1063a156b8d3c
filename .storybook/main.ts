import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives here (written by `msw init .storybook/public`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
