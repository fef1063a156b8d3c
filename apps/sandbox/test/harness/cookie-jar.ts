/**
 * A fetch that keeps cookies per origin, standing in for the browser's cookie store so
 * the official browser client can run in Node with `credentials: include`.
 */
export const cookieFetch = (baseFetch: typeof fetch = fetch) => {
  const jar = new Map<string, Map<string, string>>();
  const store = (origin: string, response: Response) => {
    const cookies = jar.get(origin) ?? new Map<string, string>();
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some(
        (a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()),
      );
      if (expired || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    jar.set(origin, cookies);
  };
  const wrapped = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init.headers);
    const cookies = jar.get(url.origin);
    if (cookies?.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await baseFetch(url, { ...init, headers, redirect: 'manual' });
    store(url.origin, response);
    return response;
  };
  return { fetch: wrapped as typeof fetch, clear: () => jar.clear() };
};
