import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { ApiError } from './api-error';
import { apiCall, apiExchange, apiFile } from './client';
import { setApiSession } from './session';

function signIn(token: string | null = 'token-1') {
  const onUnauthorized = vi.fn();
  setApiSession({ getAccessToken: async () => token, orgId: 'org_demo', onUnauthorized });
  return onUnauthorized;
}

describe('apiCall', () => {
  it('sends the bearer token, the JSON content type and the organisation', async () => {
    signIn();
    let seen: Headers | undefined;
    server.use(
      http.get('*/api/tasks', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json([]);
      }),
    );
    await expect(apiCall('listTasks', { query: { status: 'pending' } })).resolves.toEqual([]);
    expect(seen?.get('Authorization')).toBe('Bearer token-1');
    expect(seen?.get('Content-Type')).toBe('application/json');
    expect(seen?.get('X-Org-Id')).toBe('org_demo');
  });

  it('puts the id into the path and the body as JSON', async () => {
    signIn();
    let body: unknown;
    server.use(
      http.put('*/api/tasks/:id/parameters', async ({ request, params }) => {
        body = { id: params.id, ...((await request.json()) as object) };
        return HttpResponse.json({});
      }),
    );
    await apiCall('updateTaskParameters', {
      id: 'task 7',
      body: { to: ['a@b.co'], subject: 'Hi', body: 'Text' },
    });
    expect(body).toEqual({ id: 'task 7', to: ['a@b.co'], subject: 'Hi', body: 'Text' });
  });

  it('without a token makes no call and sends the user away', async () => {
    const onUnauthorized = signIn(null);
    await expect(apiCall('listTasks')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('on a 401 sends the user away and raises', async () => {
    const onUnauthorized = signIn();
    server.use(
      http.get('*/api/threads', () =>
        HttpResponse.json({ error: 'unauthorized', message: 'Token expired' }, { status: 401 }),
      ),
    );
    await expect(apiCall('listThreads')).rejects.toThrow(
      '{"error":"unauthorized","message":"Token expired"}',
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('treats an empty or non-JSON success as success', async () => {
    signIn();
    server.use(
      http.post('*/api/tasks/:id/cancel', () => new HttpResponse(null, { status: 204 })),
      http.post('*/api/tasks/:id/approve', () => HttpResponse.text('done')),
    );
    await expect(apiCall('cancelTask', { id: 't1' })).resolves.toBeUndefined();
    await expect(apiCall('approveTask', { id: 't1' })).resolves.toBeUndefined();
  });

  it("raises the body text as it came, or 'HTTP error! status: N' (SPEC §7)", async () => {
    signIn();
    server.use(
      http.get('*/api/invoices/:id', () =>
        HttpResponse.json({ error: 'not_found', message: 'Invoice not found' }, { status: 404 }),
      ),
      http.get('*/api/vendors/:id', () => HttpResponse.text('upstream down', { status: 502 })),
      http.get('*/api/tasks/:id', () => new HttpResponse(null, { status: 500 })),
    );
    const notFound = await apiCall('getInvoice', { id: 'x' }).catch((error) => error);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({
      status: 404,
      message: '{"error":"not_found","message":"Invoice not found"}',
    });
    await expect(apiCall('getVendor', { id: 'v' })).rejects.toThrow('upstream down');
    await expect(apiCall('getTask', { id: 't' })).rejects.toThrow('HTTP error! status: 500');
  });

  it('hands back a 304 with no data, and the ETag of a 200', async () => {
    signIn();
    server.use(
      http.get('*/api/invoices/', ({ request }) =>
        request.headers.get('If-None-Match') === '"v1"'
          ? new HttpResponse(null, { status: 304 })
          : HttpResponse.json([], { headers: { ETag: '"v1"' } }),
      ),
    );
    await expect(apiExchange('listInvoices')).resolves.toMatchObject({ status: 200, etag: '"v1"' });
    await expect(
      apiExchange('listInvoices', { headers: { 'If-None-Match': '"v1"' } }),
    ).resolves.toMatchObject({ status: 304, data: undefined });
  });
});

describe('apiFile', () => {
  it('reads a file as bytes with its type and name (UTF-8 form of the header first)', async () => {
    signIn();
    let seen: Headers | undefined;
    server.use(
      http.get('*/api/invoices/:id/original', ({ request }) => {
        seen = request.headers;
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Rechnung_M_rz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`,
          },
        });
      }),
    );
    const file = await apiFile('downloadInvoiceOriginal', { id: 'inv-1' });
    expect(file).toEqual({
      bytes: new Uint8Array([37, 80, 68, 70]),
      contentType: 'application/pdf',
      filename: 'Rechnung März.pdf',
    });
    expect(seen?.get('Authorization')).toBe('Bearer token-1');
    expect(seen?.get('X-Org-Id')).toBe('org_demo');
  });

  it('answers null for an invoice without an original, and raises other failures', async () => {
    signIn();
    server.use(
      http.get('*/api/invoices/none/original', () =>
        HttpResponse.json({ error: 'not_found' }, { status: 404 }),
      ),
      http.get('*/api/invoices/broken/original', () => new HttpResponse('', { status: 500 })),
    );
    await expect(apiFile('downloadInvoiceOriginal', { id: 'none' })).resolves.toBeNull();
    await expect(apiFile('downloadInvoiceOriginal', { id: 'broken' })).rejects.toMatchObject({
      status: 500,
      message: 'HTTP error! status: 500',
    });
  });
});
