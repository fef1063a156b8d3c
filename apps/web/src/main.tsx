import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { UiProvider } from '@ap/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <UiProvider>
      <App />
    </UiProvider>
  </StrictMode>,
);
