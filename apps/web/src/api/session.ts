/**
 * Who the API client calls as. The auth layer (AuthSessionBridge) installs it once the
 * session is known; queries read it at call time, so a refreshed token or a switched
 * organisation applies to the next call without rebuilding any query option.
 */
export interface ApiSession {
  /** The current access token (refreshed by the auth client when near expiry), or none. */
  getAccessToken: () => Promise<string | null | undefined>;
  /** The organisation the calls act for (sent as X-Org-Id), or null to let the server pick. */
  orgId: string | null;
  /** Called when there is no token or the API answered 401: the app goes to /. */
  onUnauthorized: () => void;
}

const signedOut: ApiSession = {
  getAccessToken: async () => null,
  orgId: null,
  onUnauthorized: () => {},
};

let current: ApiSession = signedOut;

export function setApiSession(session: ApiSession | null): void {
  current = session ?? signedOut;
}

export function getApiSession(): ApiSession {
  return current;
}
