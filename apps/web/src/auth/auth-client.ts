import { createClient, type IAuthClient } from '@propelauth/react';

// One auth client per auth address for the page's lifetime (the app never changes it).
const clients = new Map<string, IAuthClient>();

/**
 * The auth client for `authUrl`, created on first use with the options AuthProvider would give
 * its own (background refresh every 60 s, refresh 600 s before expiry, on focus/online after
 * 120 s, other tabs' login/logout timestamps), and its session request started at once: start-up
 * calls this the moment the configuration arrives, while React is still rendering 'Loading...'.
 * AuthProvider's own first request joins this one (the client shares a pending request).
 */
export function authClientFor(authUrl: string): IAuthClient {
  let client = clients.get(authUrl);
  if (!client) {
    client = createClient({ authUrl, enableBackgroundTokenRefresh: true, skipInitialFetch: true });
    clients.set(authUrl, client);
    // Failures are logged by the client; AuthProvider asks again and reads the outcome.
    void client.getAuthenticationInfoOrNull().catch(() => {});
  }
  return client;
}

/** Tests: forget the clients (timers, window listeners) between renders of the app. */
export function destroyAuthClients() {
  for (const client of clients.values()) client.destroy();
  clients.clear();
}
