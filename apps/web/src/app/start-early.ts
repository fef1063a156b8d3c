// Evaluated before the rest of the app's code (main.tsx imports it first): the configuration
// request (index.html preloads its answer) and, once it names the auth address, the session
// request start now, not after React's first render, which holds the main thread for a while.
import { fetchPublicConfig } from '../api/config/public-config';
import { authClientFor } from '../auth/auth-client';

export const earlyPublicConfig = fetchPublicConfig();

earlyPublicConfig.then(
  (config) => {
    if (config.propelauth_auth_url) authClientFor(config.propelauth_auth_url);
  },
  // The start-up screen reports the failure (main.tsx hands this promise to the query).
  () => {},
);
