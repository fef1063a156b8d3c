import OAuthClient from 'intuit-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxUnderTest, startSandbox } from './harness/sandbox-process';

const REALM = '9341453050298464';
const REDIRECT = 'http://localhost:3001/api/quickbooks/oauth/callback';
let sandbox: SandboxUnderTest;

// biome-ignore lint/suspicious/noExplicitAny: the tests read Intuit's untyped JSON field by field.
type Json = { [key: string]: any };

beforeAll(async () => {
  sandbox = await startSandbox();
  // intuit-oauth keeps its endpoints in assignable statics; the product's adapter repoints them the same way.
  OAuthClient.authorizeEndpoint = `${sandbox.urls.quickbooks}/connect/oauth2`;
  OAuthClient.tokenEndpoint = `${sandbox.urls.quickbooks}/oauth2/v1/tokens/bearer`;
  OAuthClient.revokeEndpoint = `${sandbox.urls.quickbooks}/oauth2/v1/tokens/revoke`;
  OAuthClient.environment = {
    sandbox: `${sandbox.urls.quickbooks}/`,
    production: `${sandbox.urls.quickbooks}/`,
  };
  OAuthClient.retryConfig = { ...OAuthClient.retryConfig, maxRetries: 0 };
});
afterAll(async () => {
  await sandbox?.stop();
});

const connect = async () => {
  const client = new OAuthClient({
    clientId: 'ap-product',
    clientSecret: 'sandbox-secret',
    environment: 'sandbox',
    redirectUri: REDIRECT,
  });
  const authorize = client.authorizeUri({ scope: [OAuthClient.scopes.Accounting], state: 'st-1' });
  expect(await (await fetch(authorize)).text()).toContain('Connect to QuickBooks');
  const answer = await fetch(authorize, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ realmId: REALM, decision: 'allow' }).toString(),
  });
  const callback = answer.headers.get('location') ?? '';
  await client.createToken(callback);
  return client;
};

const api = async (
  client: OAuthClient,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Json> =>
  (
    await client.makeApiCall({
      url: `${sandbox.urls.quickbooks}/v3/company/${REALM}/${path}`,
      ...init,
    })
  ).json as Json;

describe('QuickBooks Online stand-in', () => {
  it('connects through Intuit OAuth with realmId on the callback, and reads CompanyInfo', async () => {
    const client = await connect();
    expect(client.getToken()).toMatchObject({
      realmId: REALM,
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(client.isAccessTokenValid()).toBe(true);
    const info = await api(client, `companyinfo/${REALM}?minorversion=75`);
    expect(info.CompanyInfo.CompanyName).toBe('Acme Corp');
  });

  it('queries accounts and classes, and creates, finds and updates a vendor with SyncToken', async () => {
    const client = await connect();
    const accounts = await api(
      client,
      `query?query=${encodeURIComponent("select * from Account where AccountType = 'Expense'")}`,
    );
    expect(accounts.QueryResponse.Account.map((a: Json) => a.Name)).toEqual([
      'Office Supplies',
      'Software & Subscriptions',
      'Office Expenses',
    ]);
    const classes = await api(
      client,
      `query?query=${encodeURIComponent('select * from Class maxresults 1')}`,
    );
    expect(classes.QueryResponse).toMatchObject({
      startPosition: 1,
      maxResults: 1,
      Class: [{ Name: 'Operations' }],
    });
    const count = await api(
      client,
      `query?query=${encodeURIComponent('select count(*) from Vendor')}`,
    );
    expect(count.QueryResponse.totalCount).toBe(2);

    const created = await api(client, 'vendor', {
      method: 'POST',
      body: { DisplayName: 'Initech LLC', PrimaryEmailAddr: { Address: 'ar@initech.test' } },
    });
    expect(created.Vendor).toMatchObject({
      DisplayName: 'Initech LLC',
      SyncToken: '0',
      Active: true,
    });
    const found = await api(
      client,
      `query?query=${encodeURIComponent("select * from Vendor where DisplayName LIKE 'Init%'")}`,
    );
    expect(found.QueryResponse.Vendor[0].Id).toBe(created.Vendor.Id);

    const updated = await api(client, 'vendor', {
      method: 'POST',
      body: { Id: created.Vendor.Id, SyncToken: '0', sparse: true, CompanyName: 'Initech' },
    });
    expect(updated.Vendor).toMatchObject({
      SyncToken: '1',
      CompanyName: 'Initech',
      DisplayName: 'Initech LLC',
    });
    await expect(
      api(client, 'vendor', {
        method: 'POST',
        body: { Id: created.Vendor.Id, SyncToken: '0', sparse: true, CompanyName: 'x' },
      }),
    ).rejects.toMatchObject({ code: '5010', message: 'Stale Object Error' });
    await expect(
      api(client, 'vendor', { method: 'POST', body: { DisplayName: 'initech llc' } }),
    ).rejects.toMatchObject({ code: '6240' });
    const none = await api(
      client,
      `query?query=${encodeURIComponent("select * from Vendor where DisplayName = 'Nobody'")}`,
    );
    expect(none.QueryResponse).toEqual({});
  });

  it('creates a Bill with AccountBasedExpenseLineDetail lines and rejects bad references in Intuit\u2019s fault shape', async () => {
    const client = await connect();
    const bill = await api(client, 'bill', {
      method: 'POST',
      body: {
        VendorRef: { value: '56' },
        DocNumber: 'INV-1001',
        DueDate: '2026-12-31',
        Line: [
          {
            Amount: 1000.1,
            DetailType: 'AccountBasedExpenseLineDetail',
            Description: 'Paper',
            AccountBasedExpenseLineDetail: {
              AccountRef: { value: '7' },
              ClassRef: { value: '5000000000000000101' },
              BillableStatus: 'NotBillable',
            },
          },
          {
            Amount: 249.9,
            DetailType: 'AccountBasedExpenseLineDetail',
            AccountBasedExpenseLineDetail: {
              AccountRef: { value: '13' },
              CustomerRef: { value: '58' },
              BillableStatus: 'Billable',
            },
          },
        ],
      },
    });
    expect(bill.Bill).toMatchObject({
      TotalAmt: 1250,
      Balance: 1250,
      DocNumber: 'INV-1001',
      VendorRef: { value: '56', name: 'Northwind Traders' },
    });
    expect(bill.Bill.Line[1].AccountBasedExpenseLineDetail).toMatchObject({
      AccountRef: { value: '13', name: 'Software & Subscriptions' },
      CustomerRef: { value: '58', name: 'Globex Rollout' },
      BillableStatus: 'Billable',
    });
    expect((await api(client, `bill/${bill.Bill.Id}`)).Bill.TotalAmt).toBe(1250);

    const line = (detail: Json) => ({
      VendorRef: { value: '56' },
      Line: [
        {
          Amount: 5,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: detail,
        },
      ],
    });
    await expect(
      api(client, 'bill', { method: 'POST', body: line({ AccountRef: { value: '999' } }) }),
    ).rejects.toMatchObject({ code: '2500', faultType: 'ValidationFault' });
    await expect(
      api(client, 'bill', { method: 'POST', body: line({ AccountRef: { value: '33' } }) }),
    ).rejects.toMatchObject({ code: '6000' });
    await expect(
      api(client, 'bill', {
        method: 'POST',
        body: line({ AccountRef: { value: '7' }, BillableStatus: 'Billable' }),
      }),
    ).rejects.toMatchObject({ code: '6000' });
  });

  it('answers a repeated requestid with the same entity, and pays a bill with a BillPayment', async () => {
    const client = await connect();
    const bill = {
      VendorRef: { value: '57' },
      Line: [
        {
          Amount: 300,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: '60' } },
        },
      ],
    };
    const first = await api(client, 'bill?requestid=bill-rq-1', { method: 'POST', body: bill });
    const again = await api(client, 'bill?requestid=bill-rq-1', { method: 'POST', body: bill });
    expect(again.Bill.Id).toBe(first.Bill.Id);
    const bills = await api(
      client,
      `query?query=${encodeURIComponent("select count(*) from Bill where VendorRef = '57'")}`,
    );
    expect(bills.QueryResponse.totalCount).toBe(1);

    const payment = {
      VendorRef: { value: '57' },
      PayType: 'Check',
      CheckPayment: { BankAccountRef: { value: '35' } },
      TotalAmt: 300,
      Line: [{ Amount: 300, LinkedTxn: [{ TxnId: first.Bill.Id, TxnType: 'Bill' }] }],
    };
    const paid = await api(client, 'billpayment?requestid=pay-rq-1', {
      method: 'POST',
      body: payment,
    });
    expect(paid.BillPayment).toMatchObject({
      TotalAmt: 300,
      PayType: 'Check',
      VendorRef: { value: '57', name: 'Contoso Supplies' },
    });
    const replayed = await api(client, 'billpayment?requestid=pay-rq-1', {
      method: 'POST',
      body: payment,
    });
    expect(replayed.BillPayment.Id).toBe(paid.BillPayment.Id);
    expect((await api(client, `bill/${first.Bill.Id}`)).Bill.Balance).toBe(0);
    // Paying more than the open balance is refused in Intuit's fault shape.
    await expect(
      api(client, 'billpayment', { method: 'POST', body: payment }),
    ).rejects.toMatchObject({ code: '6000' });
  });

  it('refreshes, revokes, and refuses an expired token', async () => {
    const client = await connect();
    await fetch(`${sandbox.urls.quickbooks}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'expire-tokens' }),
    });
    await expect(api(client, `companyinfo/${REALM}`)).rejects.toMatchObject({ code: '401' });
    await fetch(`${sandbox.urls.quickbooks}/__sandbox/faults`, { method: 'DELETE' });
    await client.refresh();
    expect((await api(client, `companyinfo/${REALM}`)).CompanyInfo.CompanyName).toBe('Acme Corp');
    const refreshToken = client.getToken().refresh_token ?? '';
    await client.revoke({ refresh_token: refreshToken });
    await expect(client.refreshUsingToken(refreshToken)).rejects.toBeDefined();
  });

  it('answers 429 and 500 on demand', async () => {
    const client = await connect();
    await fetch(`${sandbox.urls.quickbooks}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 429, path: '/v3/' }),
    });
    await expect(api(client, `companyinfo/${REALM}`)).rejects.toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
    });
    await fetch(`${sandbox.urls.quickbooks}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 500, path: '/v3/' }),
    });
    await expect(api(client, `companyinfo/${REALM}`)).rejects.toBeDefined();
    expect((await api(client, `companyinfo/${REALM}`)).CompanyInfo.CompanyName).toBe('Acme Corp');
  });

  it('keeps PurchaseOrders: created Open, found by query, closed by the bills that fully bill them or a sparse update', async () => {
    const client = await connect();
    const line = (Amount: number) => ({
      Amount,
      DetailType: 'AccountBasedExpenseLineDetail',
      AccountBasedExpenseLineDetail: { AccountRef: { value: '7' } },
    });
    const created = await api(client, 'purchaseorder', {
      method: 'POST',
      body: { DocNumber: 'PO-1', VendorRef: { value: '56' }, Line: [line(100), line(50.25)] },
    });
    const po = created.PurchaseOrder;
    expect(po).toMatchObject({ POStatus: 'Open', TotalAmt: 150.25, DocNumber: 'PO-1' });
    expect(po.Line.map((l: Json) => l.Id)).toEqual(['1', '2']);
    const open = await api(
      client,
      `query?query=${encodeURIComponent("select * from PurchaseOrder where POStatus = 'Open'")}`,
    );
    expect(open.QueryResponse.PurchaseOrder.map((o: Json) => o.Id)).toContain(po.Id);

    // A bill for part of it links it and leaves it open; the rest closes it.
    const bill = (amount: number, lineId: string) =>
      api(client, 'bill', {
        method: 'POST',
        body: {
          VendorRef: { value: '56' },
          LinkedTxn: [{ TxnId: po.Id, TxnType: 'PurchaseOrder' }],
          Line: [
            {
              ...line(amount),
              LinkedTxn: [{ TxnId: po.Id, TxnType: 'PurchaseOrder', TxnLineId: lineId }],
            },
          ],
        },
      });
    const first = (await bill(100, '1')).Bill;
    expect((await api(client, `purchaseorder/${po.Id}`)).PurchaseOrder).toMatchObject({
      POStatus: 'Open',
      LinkedTxn: [{ TxnId: first.Id, TxnType: 'Bill' }],
    });
    await bill(50.25, '2');
    expect((await api(client, `purchaseorder/${po.Id}`)).PurchaseOrder.POStatus).toBe('Closed');
    // A closed PO cannot be linked again.
    await expect(bill(1, '1')).rejects.toThrow('Invalid Reference Id');

    const second = (
      await api(client, 'purchaseorder', {
        method: 'POST',
        body: { DocNumber: 'PO-2', VendorRef: { value: '57' }, Line: [line(10)] },
      })
    ).PurchaseOrder;
    const closed = await api(client, 'purchaseorder', {
      method: 'POST',
      body: { Id: second.Id, SyncToken: second.SyncToken, sparse: true, POStatus: 'Closed' },
    });
    expect(closed.PurchaseOrder).toMatchObject({
      POStatus: 'Closed',
      DocNumber: 'PO-2',
      TotalAmt: 10,
    });
  });
});
