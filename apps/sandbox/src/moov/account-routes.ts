import { Hono } from 'hono';
import type { Ledger, NewAccount, NewBankAccount } from './ledger';
import { moovError } from './moov-errors';
import type { WebhookSender } from './webhooks';

/** Accounts, linked bank accounts, capabilities and payment methods. */
export const accountRoutes = (ledger: Ledger, webhooks: WebhookSender): Hono => {
  const app = new Hono();
  const json = async <T>(request: Request) =>
    (await request.json().catch(() => ({}))) as Partial<T>;

  app.post('/accounts', async (c) => {
    const body = await json<NewAccount>(c.req.raw);
    if (!body.accountType || !body.profile)
      return moovError(c, 422, 'accountType and profile are required');
    const account = ledger.createAccount(body as NewAccount);
    webhooks.emit('account.created', {
      accountID: account.accountID,
      foreignID: account.foreignID ?? '',
    });
    return c.json(ledger.state.accounts[account.accountID]);
  });
  app.get('/accounts', (c) => {
    const name = c.req.query('name')?.toLowerCase();
    const foreignID = c.req.query('foreignID');
    return c.json(
      Object.values(ledger.state.accounts).filter(
        (a) =>
          (!name || a.displayName.toLowerCase().includes(name)) &&
          (!foreignID || a.foreignID === foreignID),
      ),
    );
  });
  app.get('/accounts/:accountID', (c) => {
    const account = ledger.state.accounts[c.req.param('accountID')];
    return account ? c.json(account) : moovError(c, 404, 'account not found');
  });
  app.patch('/accounts/:accountID', async (c) => {
    const account = ledger.state.accounts[c.req.param('accountID')];
    if (!account) return moovError(c, 404, 'account not found');
    const body = await json<NewAccount>(c.req.raw);
    ledger.store.update(() => {
      if (body.profile) account.profile = { ...account.profile, ...body.profile };
      if (body.metadata) account.metadata = body.metadata;
      if (body.foreignID) account.foreignID = body.foreignID;
      account.updatedOn = new Date().toISOString();
    });
    webhooks.emit('account.updated', {
      accountID: account.accountID,
      foreignID: account.foreignID ?? '',
    });
    return c.json(account);
  });

  app.post('/accounts/:accountID/bank-accounts', async (c) => {
    const accountID = c.req.param('accountID');
    if (!ledger.state.accounts[accountID]) return moovError(c, 404, 'account not found');
    const input = (await json<{ account: NewBankAccount }>(c.req.raw)).account;
    if (!input?.routingNumber || !/^\d{9}$/.test(input.routingNumber))
      return moovError(c, 422, 'routingNumber must be 9 digits');
    if (!input.accountNumber || !/^\d{4,17}$/.test(input.accountNumber))
      return moovError(c, 422, 'accountNumber must be 4 to 17 digits');
    const bank = ledger.linkBankAccount(accountID, {
      holderName: input.holderName ?? '',
      holderType: input.holderType ?? 'business',
      routingNumber: input.routingNumber,
      accountNumber: input.accountNumber,
      bankAccountType: input.bankAccountType ?? 'checking',
    });
    webhooks.emit('bankAccount.created', { accountID, bankAccountID: bank.bankAccountID });
    return c.json(bank);
  });
  app.get('/accounts/:accountID/bank-accounts', (c) =>
    c.json(ledger.bankAccountsOf(c.req.param('accountID'))),
  );
  app.get('/accounts/:accountID/bank-accounts/:bankAccountID', (c) => {
    const bank = ledger
      .bankAccountsOf(c.req.param('accountID'))
      .find((b) => b.bankAccountID === c.req.param('bankAccountID'));
    return bank ? c.json(bank) : moovError(c, 404, 'bank account not found');
  });

  app.post('/accounts/:accountID/capabilities', async (c) => {
    const accountID = c.req.param('accountID');
    if (!ledger.state.accounts[accountID]) return moovError(c, 404, 'account not found');
    const names = (await json<{ capabilities: string[] }>(c.req.raw)).capabilities ?? [];
    const list = ledger.requestCapabilities(accountID, names);
    for (const capabilityID of names) {
      webhooks.emit('capability.requested', { accountID, capabilityID });
      webhooks.emit('capability.updated', { accountID, capabilityID, status: 'enabled' });
    }
    return c.json(list);
  });
  app.get('/accounts/:accountID/capabilities', (c) =>
    c.json(ledger.state.capabilities[c.req.param('accountID')] ?? []),
  );

  app.get('/accounts/:accountID/payment-methods', (c) => {
    const type = c.req.query('paymentMethodType');
    return c.json(
      ledger
        .paymentMethodsOf(c.req.param('accountID'))
        .filter((m) => !type || m.paymentMethodType === type),
    );
  });
  app.get('/accounts/:accountID/payment-methods/:paymentMethodID', (c) => {
    const method = ledger
      .paymentMethodsOf(c.req.param('accountID'))
      .find((m) => m.paymentMethodID === c.req.param('paymentMethodID'));
    return method ? c.json(method) : moovError(c, 404, 'payment method not found');
  });
  return app;
};
