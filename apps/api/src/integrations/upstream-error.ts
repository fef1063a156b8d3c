import { ApiHttpError, UpstreamHttpError, upstreamUnavailable } from '../http/api-error';

/** The HTTP status an official client's error carries (gaxios, Moov's SDK, intuit-oauth). */
const statusOf = (err: unknown): number | undefined => {
  if (typeof err !== 'object' || err === null) return undefined;
  const { response, statusCode } = err as { response?: { status?: unknown }; statusCode?: unknown };
  if (typeof response?.status === 'number') return response.status;
  return typeof statusCode === 'number' ? statusCode : undefined;
};

/**
 * Turns whatever an official client threw into the caller's 502: an HTTP answer keeps its
 * status in `upstreamStatus`, anything else (refused connection, timeout, bad JSON) is
 * "unavailable". Never a fake success.
 */
export const toUpstreamError = (service: string, err: unknown): ApiHttpError => {
  if (err instanceof ApiHttpError) return err;
  const status = statusOf(err);
  const message = err instanceof Error ? err.message : String(err);
  if (status !== undefined) return new UpstreamHttpError(service, status, message.slice(0, 200));
  return upstreamUnavailable(service, message.slice(0, 200));
};

/** Runs one call of an official client, mapping its failures with `toUpstreamError`. */
export const callUpstream = async <T>(service: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (err) {
    throw toUpstreamError(service, err);
  }
};
