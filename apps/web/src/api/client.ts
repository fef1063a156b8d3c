import { httpErrorMessage } from '@ap/domain';
// Types only from the schemas: the bundle carries the route table, not the zod validators.
import { type apiExtensionOperations, type apiOperations, apiRoutes } from '@ap/domain/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { getApiSession } from './session';

type Operations = typeof apiOperations & typeof apiExtensionOperations;
/** Every operation of the contract: SPEC §7 and the server's extensions. */
export type ApiOperationName = keyof Operations;
type Operation<N extends ApiOperationName> = Operations[N];

/** The JSON body an operation accepts, from the shared contract. */
export type ApiBody<N extends ApiOperationName> =
  Operation<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/** The JSON answer of an operation, from the shared contract. */
export type ApiResponse<N extends ApiOperationName> = z.infer<Operation<N>['response']>;

export interface ApiCallOptions<N extends ApiOperationName> {
  /** The `{id}` of the path. */
  id?: string;
  /** Query string values; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (typed by the contract). */
  body?: ApiBody<N>;
  /** Extra headers, e.g. If-None-Match. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One answer: status, the ETag header and the parsed JSON (undefined when empty or not JSON). */
export interface ApiExchange<T> {
  status: number;
  etag: string | null;
  data: T | undefined;
}

function operationUrl(path: string, id?: string, query?: ApiCallOptions<never>['query']) {
  const filled = path.replace('{id}', encodeURIComponent(id ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** The text a failed call raises (SPEC §7): the body text, else 'HTTP error! status: N'. */
function failureText(status: number, text: string): string {
  return text || httpErrorMessage(status);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // a non-JSON success is still a success (SPEC §7)
  }
}

/** The headers of a call: bearer token and X-Org-Id when the operation needs a session. */
async function requestHeaders(
  operation: { auth: boolean },
  headers: Record<string, string>,
): Promise<Record<string, string>> {
  if (!operation.auth) return headers;
  const session = getApiSession();
  const token = await session.getAccessToken();
  if (!token) {
    session.onUnauthorized();
    throw new ApiError(401, httpErrorMessage(401));
  }
  const signed = { ...headers, Authorization: `Bearer ${token}` };
  return session.orgId ? { ...signed, 'X-Org-Id': session.orgId } : signed;
}

/**
 * Calls a product API operation of the shared contract as the signed-in user (SPEC §7): bearer
 * token, JSON content type and X-Org-Id. No token or a 401 sends the user to /. A 304 comes
 * back as is (the caller keeps its cached data).
 */
export async function apiExchange<N extends ApiOperationName>(
  name: N,
  options: ApiCallOptions<N> = {},
): Promise<ApiExchange<ApiResponse<N>>> {
  const response = await send(name, options);
  const etag = response.headers.get('ETag');
  if (response.status === 304) return { status: 304, etag, data: undefined };
  const text = await response.text();
  return { status: response.status, etag, data: parseJson(text) as ApiResponse<N> | undefined };
}

/** The request itself: auth headers, and a failure raised as ApiError (SPEC §7). */
async function send<N extends ApiOperationName>(
  name: N,
  options: ApiCallOptions<N>,
): Promise<Response> {
  const operation = apiRoutes[name];
  const headers = await requestHeaders(operation, {
    'Content-Type': 'application/json',
    ...options.headers,
  });
  const response = await fetch(operationUrl(operation.path, options.id, options.query), {
    method: operation.method.toUpperCase(),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok && response.status !== 304) {
    if (response.status === 401 && operation.auth) getApiSession().onUnauthorized();
    throw new ApiError(response.status, failureText(response.status, await response.text()));
  }
  return response;
}

/** Calls an operation and returns its JSON answer (undefined when the answer was empty). */
export async function apiCall<N extends ApiOperationName>(
  name: N,
  options: ApiCallOptions<N> = {},
): Promise<ApiResponse<N>> {
  const { data } = await apiExchange(name, options);
  return data as ApiResponse<N>;
}

/** A file an operation answers (e.g. an invoice's original): its bytes, type and name. */
export type ApiFile = { bytes: Uint8Array; contentType: string; filename: string | null };

/** The file name of a Content-Disposition header (RFC 6266: the UTF-8 form first). */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Calls an operation that answers a file (an original, a W-9, a CSV); a 404 answers null. */
export async function apiFile<N extends ApiOperationName>(
  name: N,
  options: Pick<ApiCallOptions<N>, 'id' | 'query' | 'signal'> = {},
): Promise<ApiFile | null> {
  let response: Response;
  try {
    response = await send(name, options as ApiCallOptions<N>);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
    filename: dispositionFilename(response.headers.get('Content-Disposition')),
  };
}
