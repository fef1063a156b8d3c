import { httpErrorMessage } from '@ap/domain';
import { ApiErrorSchema, apiExtensionOperations } from '@ap/domain/contract';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { getApiSession } from '../session';

type ExtensionName = keyof typeof apiExtensionOperations;
type Operation<N extends ExtensionName> = (typeof apiExtensionOperations)[N];
type Body<N extends ExtensionName> =
  Operation<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
type Answer<N extends ExtensionName> = z.output<Operation<N>['response']>;

/**
 * Calls one of the server's operations beyond SPEC §7 with the same rules as `apiCall`
 * (bearer token, JSON, X-Org-Id; no token or 401 sends the user to /; the API's message or
 * 'HTTP error! status: N' on failure). `apiCall` is typed on the §7 operations only.
 */
export async function extensionCall<N extends ExtensionName>(
  name: N,
  body?: Body<N>,
): Promise<Answer<N>> {
  const operation = apiExtensionOperations[name];
  const session = getApiSession();
  const token = await session.getAccessToken();
  if (!token) {
    session.onUnauthorized();
    throw new ApiError(401, httpErrorMessage(401));
  }
  const response = await fetch(operation.path, {
    method: operation.method.toUpperCase(),
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      ...(session.orgId ? { 'X-Org-Id': session.orgId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    if (response.status === 401) session.onUnauthorized();
    let message = text.trim() || httpErrorMessage(response.status);
    try {
      message = ApiErrorSchema.parse(JSON.parse(text)).message || message;
    } catch {
      // not the API's error shape: the body text stands
    }
    throw new ApiError(response.status, message);
  }
  return operation.response.parse(text ? JSON.parse(text) : undefined) as Answer<N>;
}
