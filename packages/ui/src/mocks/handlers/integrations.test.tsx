// @vitest-environment node
// (.tsx only because the package's vitest config collects *.test.tsx.)
import {
  AccountingStatusSchema,
  AuthorizeResponseSchema,
  MailboxStatusSchema,
  OrganizationSettingsSchema,
  PaymentAccountStatusSchema,
} from '@ap/domain/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailboxStatus } from '../fixtures/integrations';
import { integrationErrorHandlers, integrationHandlers } from './integrations';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const api = (path: string, init?: RequestInit) => fetch(`http://localhost:3001/api${path}`, init);
const json = async (path: string, init?: RequestInit) => (await api(path, init)).json();
const putReadOnly = (body: unknown) =>
  api('/organization/settings/read-only-mode', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('integration MSW handlers', () => {
  it('answer statuses that satisfy the API contract', async () => {
    server.resetHandlers(...integrationHandlers());
    expect(MailboxStatusSchema.parse(await json('/gmail/oauth/account')).gmail_email).toBe(
      'ap@acme-corp.com',
    );
    expect(AccountingStatusSchema.parse(await json('/quickbooks/oauth/account')).connected).toBe(
      true,
    );
    expect(PaymentAccountStatusSchema.parse(await json('/moov/status')).connected).toBe(true);
    expect(OrganizationSettingsSchema.parse(await json('/organization/settings/'))).toEqual({
      read_only_mode: true,
    });
    AuthorizeResponseSchema.parse(await json('/gmail/oauth/authorize', { method: 'POST' }));
    AuthorizeResponseSchema.parse(await json('/quickbooks/oauth/authorize', { method: 'POST' }));
  });

  it('unlinking clears the next status; the level changes only while no mailbox is linked', async () => {
    server.resetHandlers(...integrationHandlers());
    expect((await putReadOnly({ read_only_mode: false })).status).toBe(409);
    expect(await json('/gmail/oauth/account', { method: 'DELETE' })).toEqual({
      message: 'Gmail account unlinked successfully.',
    });
    expect(await json('/gmail/oauth/account')).toEqual({ gmail_email: null });
    expect(await (await putReadOnly({ read_only_mode: false })).json()).toEqual({
      read_only_mode: false,
    });
    expect((await putReadOnly({ read_only_mode: 'no' })).status).toBe(400);
    await api('/quickbooks/oauth/account', { method: 'DELETE' });
    expect(await json('/quickbooks/oauth/account')).toEqual({
      connected: false,
      company_name: null,
    });
  });

  it('answer 404 for a missing payment account and 500 in the error set', async () => {
    server.resetHandlers(
      ...integrationHandlers({
        paymentAccount: null,
        mailbox: createMailboxStatus({ gmail_email: null }),
      }),
    );
    expect((await api('/moov/status')).status).toBe(404);
    server.resetHandlers(...integrationErrorHandlers());
    expect((await api('/gmail/oauth/account')).status).toBe(500);
    expect((await api('/moov/status')).status).toBe(500);
  });
});
