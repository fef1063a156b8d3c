import { AUTH_REFRESH_BEFORE_EXPIRY_SECONDS } from '../constants';

/** True when fewer than 600 seconds of access-token life remain (or it already expired). */
export function needsTokenRefresh(expiresAtSeconds: number, nowSeconds: number): boolean {
  return expiresAtSeconds - nowSeconds < AUTH_REFRESH_BEFORE_EXPIRY_SECONDS;
}

/** Impersonation is active when an impersonator user id exists. */
export function isImpersonating(
  auth: { impersonatorUserId?: string | null } | null | undefined,
): boolean {
  return Boolean(auth?.impersonatorUserId);
}
