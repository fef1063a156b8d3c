import { UpstreamHttpError, upstreamUnavailable } from '../../http/api-error';

/**
 * Calls an external service and returns its JSON. Unreachable services and non-2xx answers
 * become a 502 for the caller: never a fake success.
 */
export const requestJson = async (
  service: string,
  url: URL,
  init: RequestInit = {},
): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw upstreamUnavailable(service, (err as Error).message);
  }
  const text = await response.text();
  if (!response.ok) throw new UpstreamHttpError(service, response.status, text.slice(0, 200));
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw upstreamUnavailable(service, 'answer is not JSON');
  }
};
