import type { Page, Request } from 'playwright/test';

export type Transfer = { url: string; type: string; status: number; encoded: number };

/** Every finished request of a page with its status and bytes on the wire (body, as sent). */
export const recordTransfers = (page: Page) => {
  const transfers: Transfer[] = [];
  const onFinished = async (request: Request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => undefined);
    transfers.push({
      url: request.url(),
      type: request.resourceType(),
      status: response?.status() ?? 0,
      // Body bytes as sent (gzip when compressed); 0 when served from the cache.
      encoded: sizes?.responseBodySize ?? 0,
    });
  };
  page.on('requestfinished', onFinished);
  return {
    transfers,
    stop: () => page.off('requestfinished', onFinished),
  };
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Sum of the body bytes on the wire of the given kinds (script, stylesheet, ...). */
export const bytesOf = (transfers: Transfer[], ...types: string[]) =>
  transfers.filter((t) => types.includes(t.type)).reduce((sum, t) => sum + t.encoded, 0);
