// Shared set-up of the web app's unit tests (happy-dom): jest-dom matchers, cleanup, and one
// MSW server in which unhandled requests fail the test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setApiSession } from '../api/session';
import { destroyAuthClients } from '../auth/auth-client';
import { server } from './msw-server';

// findBy* waits up to 20 s: CI runs these beside the API and browser suites on two cores, where
// a first render can take longer than the library's 1 s default.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  notifications.clean(); // toasts live in a module-level store
  server.resetHandlers();
  setApiSession(null);
  destroyAuthClients();
  localStorage.clear();
});
afterAll(() => server.close());
