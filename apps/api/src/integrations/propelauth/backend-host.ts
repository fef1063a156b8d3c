/** Where @propelauth/node sends every backend API call, whatever the auth URL (its http.ts). */
export const PROPELAUTH_API_ORIGIN = 'https://propelauth-api.com';

let target: string | undefined;
let installed = false;

/**
 * Sends the official client's backend calls to `backendUrl` instead of PropelAuth's API host.
 * The client has no base-URL option and always calls `fetch` on that host (naming the project by
 * the auth URL's host in X-Propelauth-url), so the stand-in, or a proxy, is reached by rewriting
 * exactly those URLs; every other fetch passes untouched. Nothing is installed when the backend
 * URL is PropelAuth's own host. Process-wide, as the client's `fetch` is.
 */
export const routePropelAuthBackendCalls = (backendUrl: string): void => {
  const base = new URL(backendUrl);
  if (base.origin === PROPELAUTH_API_ORIGIN) {
    target = undefined;
    return;
  }
  target = base.href.replace(/\/$/, '');
  if (installed) return;
  installed = true;
  const original = globalThis.fetch;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
    if (target && url?.startsWith(`${PROPELAUTH_API_ORIGIN}/`)) {
      return original(`${target}${url.slice(PROPELAUTH_API_ORIGIN.length)}`, init);
    }
    return original(input, init);
  }) as typeof fetch;
};
