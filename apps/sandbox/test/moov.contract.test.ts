import { createHmac, randomUUID } from 'node:crypto';
import { Moov } from '@moovio/sdk';
import type { PaymentMethod } from '@moovio/sdk/models/components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxUnderTest, startSandbox } from './harness/sandbox-process';
import { eventually, startWebhookReceiver } from './harness/webhook-receiver';

const FACILITATOR = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001';
const security = { username: 'sandbox-moov-public', password: 'sandbox-moov-secret' };
let sandbox: SandboxUnderTest;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let moov: Moov;

beforeAll(async () => {
  // Transfers only move when the test says so, except in the lifecycle test below.
  [sandbox, receiver] = await Promise.all([
    startSandbox({ SANDBOX_MOOV_TRANSFER_STEP_MS: '3600000' }),
    startWebhookReceiver(),
  ]);
  moov = new Moov({ security, serverURL: sandbox.urls.moov, retryConfig: { strategy: 'none' } });
});
afterAll(async () => {
  await Promise.all([sandbox?.stop(), receiver?.close()]);
});

/** A vendor onboarded the way the widget does it, returning its ACH credit payment method. */
const onboardVendor = async (name: string) => {
  const token = (
    await moov.authentication.createAccessToken({
      grantType: 'client_credentials',
      scope: '/accounts.write',
    })
  ).result;
  const browser = new Moov({
    accessToken: token.accessToken,
    serverURL: sandbox.urls.moov,
    retryConfig: { strategy: 'none' },
  });
  const { result: account } = await browser.accounts.create({
    accountType: 'business',
    profile: { business: { legalBusinessName: name, email: 'ar@vendor.test' } },
  });
  const link = {
    accountID: account.accountID,
    linkBankAccount: {
      account: {
        holderName: name,
        holderType: 'business' as const,
        accountNumber: '0004321567000',
        bankAccountType: 'checking' as const,
        routingNumber: '123456780',
      },
    },
  };
  await expect(browser.bankAccounts.link(link)).rejects.toMatchObject({ statusCode: 403 });
  const scope = [
    `/accounts/${account.accountID}/bank-accounts.write`,
    `/accounts/${account.accountID}/capabilities.write`,
  ].join(' ');
  const widened = (
    await moov.authentication.createAccessToken({ grantType: 'client_credentials', scope })
  ).result;
  const accountClient = new Moov({
    accessToken: widened.accessToken,
    serverURL: sandbox.urls.moov,
    retryConfig: { strategy: 'none' },
  });
  const { result: bank } = await accountClient.bankAccounts.link(link);
  const { result: capabilities } = await accountClient.capabilities.request({
    accountID: account.accountID,
    addCapabilities: { capabilities: ['transfers'] },
  });
  const { result: methods } = await moov.paymentMethods.list({
    accountID: account.accountID,
    paymentMethodType: 'ach-credit-standard',
  });
  return { account, bank, capabilities, credit: idOf(methods[0]) };
};

/** Every known payment method type carries an id; the SDK's open union also admits unknown ones. */
const idOf = (method: PaymentMethod | undefined): string =>
  method && 'paymentMethodID' in method ? method.paymentMethodID : '';

const fundingMethod = async () =>
  idOf(
    (
      await moov.paymentMethods.list({
        accountID: FACILITATOR,
        paymentMethodType: 'ach-debit-fund',
      })
    ).result[0],
  );

const pay = (key: string, source: string, destination: string, cents: number) =>
  moov.transfers.create({
    accountID: FACILITATOR,
    xIdempotencyKey: key,
    xWaitFor: 'rail-response',
    createTransfer: {
      source: { paymentMethodID: source },
      destination: { paymentMethodID: destination },
      amount: { currency: 'USD', value: cents },
      description: 'INV-1001',
    },
  });

const advance = (transferID: string) =>
  fetch(`${sandbox.urls.moov}/__sandbox/transfers/${transferID}/advance`, { method: 'POST' });

describe('Moov stand-in', () => {
  it('issues scoped access tokens and onboards an account with a bank account and capabilities', async () => {
    const vendor = await onboardVendor('Northwind Traders');
    expect(vendor.account).toMatchObject({
      displayName: 'Northwind Traders',
      accountType: 'business',
      mode: 'sandbox',
    });
    expect(vendor.bank).toMatchObject({
      status: 'verified',
      lastFourAccountNumber: '7000',
      routingNumber: '123456780',
    });
    expect(vendor.capabilities).toContainEqual(
      expect.objectContaining({ capability: 'transfers', status: 'enabled' }),
    );
    expect(vendor.credit).toBeTruthy();
    const { result: fetched } = await moov.accounts.get({ accountID: vendor.account.accountID });
    expect(fetched.capabilities).toContainEqual({ capability: 'transfers', status: 'enabled' });
  });

  it('makes the same transfer for the same idempotency key and moves it created → pending → completed with signed webhooks', async () => {
    const { result: hook } = await moov.webhooks.create({
      url: receiver.url,
      status: 'enabled',
      eventTypes: [
        'transfer.created',
        'transfer.updated',
        'account.created',
        'bankAccount.created',
      ],
      description: 'AP',
    });
    const { secret } = (await moov.webhooks.getSecret({ webhookID: hook.webhookID })).result;
    const vendor = await onboardVendor('Contoso Supplies');
    const onboarded = await eventually(() => {
      const types = receiver.received
        .filter((w) => w.body.data.accountID === vendor.account.accountID)
        .map((w) => w.body.type);
      return types.length >= 2 ? types : undefined;
    });
    expect(onboarded).toEqual(['account.created', 'bankAccount.created']);
    const key = randomUUID();
    const first = (await pay(key, await fundingMethod(), vendor.credit, 125_000)).result;
    // Moov answers a key it has seen with 409 and the transfer that key made (never a second one).
    const again = await pay(key, await fundingMethod(), vendor.credit, 125_000).then(
      () => undefined,
      (err: { statusCode?: number; transferID?: string }) => err,
    );
    expect(again).toMatchObject({ statusCode: 409, transferID: first.transferID });
    expect('status' in first && first.status).toBe('created');

    await advance(first.transferID);
    expect(
      (await moov.transfers.get({ accountID: FACILITATOR, transferID: first.transferID })).result
        .status,
    ).toBe('pending');
    await advance(first.transferID);
    const { result: done } = await moov.transfers.get({
      accountID: FACILITATOR,
      transferID: first.transferID,
    });
    expect(done).toMatchObject({
      status: 'completed',
      amount: { currency: 'USD', value: 125_000 },
    });
    expect(done.completedOn).toBeInstanceOf(Date);
    expect(done.destination.account.displayName).toBe('Contoso Supplies');

    const statuses = await eventually(() => {
      const seen = receiver.received
        .filter((w) => w.body.data.transferID === first.transferID)
        .map((w) => w.body.data.status);
      return seen.length >= 3 ? seen : undefined;
    });
    expect(statuses).toEqual(['created', 'pending', 'completed']);
    for (const { headers } of receiver.received) {
      const expected = createHmac('sha512', secret)
        .update(`${headers['x-timestamp']}|${headers['x-nonce']}|${headers['x-webhook-id']}`)
        .digest('hex');
      expect(headers['x-signature']).toBe(expected);
    }
  });

  it('fails a transfer with the ACH return code its test amount chooses', async () => {
    const vendor = await onboardVendor('Globex Parts');
    const { result } = await pay(randomUUID(), await fundingMethod(), vendor.credit, 100_002);
    await advance(result.transferID);
    await advance(result.transferID);
    const { result: failed } = await moov.transfers.get({
      accountID: FACILITATOR,
      transferID: result.transferID,
    });
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'destination-payment-error' });
    expect(failed.destination.achDetails?.return).toMatchObject({
      code: 'R02',
      reason: 'Account closed',
    });
  });

  it('refuses bad credentials and answers faults on demand', async () => {
    const wrong = new Moov({
      security: { username: 'x', password: 'y' },
      serverURL: sandbox.urls.moov,
      retryConfig: { strategy: 'none' },
    });
    await expect(wrong.accounts.get({ accountID: FACILITATOR })).rejects.toMatchObject({
      statusCode: 401,
    });
    await fetch(`${sandbox.urls.moov}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 429, path: '/accounts/' }),
    });
    await expect(moov.accounts.get({ accountID: FACILITATOR })).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(moov.accounts.get({ accountID: FACILITATOR })).resolves.toMatchObject({
      result: { accountID: FACILITATOR },
    });
  });

  it('makes a transfer at once while a hold fault keeps its answer back', async () => {
    const vendor = await onboardVendor('Initech Hold');
    const held = await fetch(`${sandbox.urls.moov}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'hold', ms: 2_000, method: 'POST', path: '/accounts/' }),
    });
    expect(held.status).toBe(201);
    const key = randomUUID();
    const answer = pay(key, await fundingMethod(), vendor.credit, 4_200);
    let answered = false;
    answer.then(
      () => {
        answered = true;
      },
      () => undefined,
    );
    // The transfer exists (the listing is a GET, which the POST-only fault leaves alone).
    const made = await eventually(async () => {
      const { result } = await moov.transfers.list({ accountID: FACILITATOR });
      return result.find((t) => t.amount.value === 4_200);
    });
    expect(answered).toBe(false);
    // A caller that gave up asks again with the same key and learns the same transfer (Moov
    // answers a key it has seen with the transfer it made, as a 409 error).
    const again = await pay(key, await fundingMethod(), vendor.credit, 4_200).then(
      ({ result }) => result.transferID,
      (err: { transferID?: string }) => err.transferID,
    );
    expect(again).toBe(made.transferID);
    // The held answer comes in the end, naming the same transfer.
    expect((await answer).result.transferID).toBe(made.transferID);
    expect(answered).toBe(true);
  });

  it('serves the widget script that defines window.Moov and the onboarding Drop', async () => {
    const script = await fetch(`${sandbox.urls.moov}/moov.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const source = await script.text();
    expect(source).toContain("customElements.define('moov-onboarding'");
    expect(source).toContain('window.Moov =');
  });
});

describe('Moov transfer clock', () => {
  it('moves a transfer to completed on its own, telling the webhook configured by environment', async () => {
    const fast = await startSandbox({
      SANDBOX_MOOV_TRANSFER_STEP_MS: '100',
      SANDBOX_MOOV_WEBHOOK_URL: receiver.url,
      SANDBOX_MOOV_WEBHOOK_SECRET: 'env-secret',
    });
    try {
      const client = new Moov({
        security,
        serverURL: fast.urls.moov,
        retryConfig: { strategy: 'none' },
      });
      const [source] = (
        await client.paymentMethods.list({
          accountID: FACILITATOR,
          paymentMethodType: 'ach-debit-fund',
        })
      ).result;
      const [destination] = (
        await client.paymentMethods.list({
          accountID: FACILITATOR,
          paymentMethodType: 'ach-credit-standard',
        })
      ).result;
      const created = await client.transfers.create({
        accountID: FACILITATOR,
        xIdempotencyKey: randomUUID(),
        createTransfer: {
          source: { paymentMethodID: idOf(source) },
          destination: { paymentMethodID: idOf(destination) },
          amount: { currency: 'USD', value: 500 },
        },
      });
      const status = await eventually(async () => {
        const { result: transfer } = await client.transfers.get({
          accountID: FACILITATOR,
          transferID: created.result.transferID,
        });
        return transfer.status === 'completed' ? transfer.status : undefined;
      }, 5000);
      expect(status).toBe('completed');
      const delivered = await eventually(() =>
        receiver.received.find(
          (w) =>
            w.body.data.transferID === created.result.transferID &&
            w.body.data.status === 'completed',
        ),
      );
      const { headers } = delivered;
      const expected = createHmac('sha512', 'env-secret')
        .update(`${headers['x-timestamp']}|${headers['x-nonce']}|${headers['x-webhook-id']}`)
        .digest('hex');
      expect(headers['x-signature']).toBe(expected);
    } finally {
      await fast.stop();
    }
  });
});
