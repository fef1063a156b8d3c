// Every story renders inside the same provider and theme as the web app.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';

import { UiProvider } from '@ap/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [(Story) => <UiProvider>{Story()}</UiProvider>],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The a11y panel runs axe for designers on demand; the test-runner enforces it in CI
    // (serious and critical violations fail). Storybook's own automatic run stays off so the
    // two never run axe on the same page at once ('Axe is already running').
    a11y: { test: 'off' },
  },
};

export default preview;
