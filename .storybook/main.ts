import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives here (written by `msw init .storybook/public`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => {
    // Warnings and errors only: the build's list of every asset with its size is chatter.
    viteConfig.logLevel = 'warn';
    viteConfig.build ??= {};
    // The preview bundle holds every story and is only ever served from loopback.
    viteConfig.build.chunkSizeWarningLimit = 8192;
    viteConfig.build.rolldownOptions ??= {};
    const bundlerOptions = viteConfig.build.rolldownOptions;
    const onwarn = bundlerOptions.onwarn;
    // Mantine and Tabler mark their modules "use client" for React Server Components; a
    // client-only bundle has no use for the directive, and dropping it is what should happen
    // (about 900 identical warnings per build). Every other warning is still reported.
    bundlerOptions.onwarn = (warning, warn) => {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"'))
        return;
      if (onwarn) onwarn(warning, warn);
      else warn(warning);
    };
    return viteConfig;
  },
};

export default config;
