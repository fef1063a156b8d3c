import { httpErrorMessage } from '@ap/domain';
import { apiRoutes, type PublicConfig } from '@ap/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { configKeys } from './keys';

/**
 * GET /api/config/public (no auth), loaded before anything else. A non-OK answer, a body that
 * is not JSON or not a configuration rejects with the detail shown after
 * 'Failed to load configuration:'.
 */
export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const response = await fetch(apiRoutes.getPublicConfig.path, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(httpErrorMessage(response.status));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('the answer is not JSON');
  }
  if (!isPublicConfig(body)) throw new Error('the answer is not a public configuration');
  return body;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';

/** The shape of PublicConfigSchema, checked by hand so start-up does not load zod. */
function isPublicConfig(body: unknown): body is PublicConfig {
  if (typeof body !== 'object' || body === null) return false;
  const config = body as Record<string, unknown>;
  return (
    typeof config.app_url === 'string' &&
    isTextOrNull(config.propelauth_auth_url ?? null) &&
    isTextOrNull(config.moov_facilitator_account_id ?? null)
  );
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.public(),
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    retry: false,
    // A failure read before the first render is shown, not asked again when the gate mounts.
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Where hosted sign-in and sign-up return: {app_url}/dashboard, else /dashboard. */
export function dashboardReturnUrl(appUrl: string | null | undefined): string {
  if (!appUrl) return '/dashboard';
  return `${appUrl.replace(/\/+$/, '')}/dashboard`;
}
