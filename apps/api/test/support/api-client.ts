export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Headers };

/** A tiny fetch wrapper: JSON in, parsed JSON (or null) out, status always returned. */
export const createApiClient = (
  baseUrl: string,
  token?: string,
  extraHeaders: Record<string, string> = {},
) => {
  const call = async <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...extraHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return {
      status: response.status,
      body: parsed as T,
      headers: response.headers,
    } satisfies ApiAnswer<T>;
  };
  return {
    get: <T = unknown>(path: string, headers?: Record<string, string>) =>
      call<T>('GET', path, undefined, headers),
    post: <T = unknown>(path: string, body?: unknown) => call<T>('POST', path, body),
    put: <T = unknown>(path: string, body?: unknown) => call<T>('PUT', path, body),
    patch: <T = unknown>(path: string, body?: unknown) => call<T>('PATCH', path, body),
    delete: <T = unknown>(path: string) => call<T>('DELETE', path),
    call,
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;
