import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { UiProvider } from '@ap/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { publicConfigQueryOptions } from './api/config/public-config';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// Read the configuration (index.html preloads its answer) before React's first render is
// scheduled: when it is already here, that render starts the auth client at once.
void queryClient.prefetchQuery(publicConfigQueryOptions());

createRoot(root).render(
  <StrictMode>
    <UiProvider>
      <App queryClient={queryClient} />
    </UiProvider>
  </StrictMode>,
);
