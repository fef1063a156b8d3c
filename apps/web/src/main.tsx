import { earlyPublicConfig } from './app/start-early';

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
// The configuration asked for by start-early.ts (before the rest of the code ran) fills the
// query the start-up gate reads, its failure included: one request, no retry.
void queryClient.prefetchQuery({ ...publicConfigQueryOptions(), queryFn: () => earlyPublicConfig });

// React's first render holds the main thread for a while: when the configuration is about to
// arrive (index.html preloads it), let it land first, so that the session request starts
// before that render, not after it. 'Loading...' shows at once if it is slower than that.
const configOrTimeout = Promise.race([
  earlyPublicConfig.catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, 50)),
]);
void configOrTimeout.then(() =>
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <App queryClient={queryClient} />
      </UiProvider>
    </StrictMode>,
  ),
);
