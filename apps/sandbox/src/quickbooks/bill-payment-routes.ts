import { Hono } from 'hono';
import type { JsonStore } from '../store/json-store';
import type { QboVariables } from './bearer';
import { Books } from './books';
import { validationFault } from './intuit-errors';
import type { QboState } from './model';

type Ref = { value?: string } | undefined;
type BillPaymentLine = { Amount?: number; LinkedTxn?: { TxnId?: string; TxnType?: string }[] };

const time = () => new Date().toISOString();
const cents = (amount: unknown) =>
  typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN;

/**
 * POST billpayment (Intuit's BillPayment: PayType Check with CheckPayment.BankAccountRef, or
 * CreditCard with CreditCardPayment.CCAccountRef; lines link the bills paid). Each linked
 * bill's Balance goes down by its line's amount.
 */
export const billPaymentRoutes = (store: JsonStore<QboState>) => {
  const app = new Hono<{ Variables: QboVariables }>();
  const books = new Books(store);
  app.post('/v3/company/:realmId/billpayment', async (c) => {
    const company = c.get('company');
    company.entities.BillPayment ??= {};
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const missing = (element: string) =>
      validationFault(
        c,
        '2020',
        'Required param missing, need to supply the required value for the API',
        `Required parameter ${element} is missing in the request`,
        element,
      );
    const invalidRef = (element: string, value: string | undefined) =>
      validationFault(
        c,
        '2500',
        'Invalid Reference Id',
        `Invalid Reference Id : ${element} ${value ?? ''} does not exist`,
        element,
      );
    const vendorRef = body.VendorRef as Ref;
    if (!vendorRef?.value) return missing('VendorRef');
    const vendor = company.entities.Vendor[vendorRef.value];
    if (!vendor) return invalidRef('Vendor', vendorRef.value);
    const payType = body.PayType;
    if (payType !== 'Check' && payType !== 'CreditCard') return missing('PayType');
    const payFrom =
      payType === 'Check'
        ? ((body.CheckPayment as { BankAccountRef?: Ref } | undefined)?.BankAccountRef as Ref)
        : ((body.CreditCardPayment as { CCAccountRef?: Ref } | undefined)?.CCAccountRef as Ref);
    if (!payFrom?.value)
      return missing(
        payType === 'Check' ? 'CheckPayment.BankAccountRef' : 'CreditCardPayment.CCAccountRef',
      );
    const account = company.entities.Account[payFrom.value];
    if (!account) return invalidRef('Account', payFrom.value);
    if (account.AccountType !== (payType === 'Check' ? 'Bank' : 'Credit Card'))
      return validationFault(
        c,
        '6000',
        'A business validation error has occurred while processing your request',
        `Business Validation Error: ${String(account.Name)} cannot be used to pay bills by ${payType}`,
        'AccountRef',
      );
    const lines = body.Line as BillPaymentLine[] | undefined;
    if (!Array.isArray(lines) || lines.length === 0) return missing('Line');
    let totalCents = 0;
    const paid: { billId: string; cents: number }[] = [];
    for (const line of lines) {
      const amount = cents(line.Amount);
      if (!(amount > 0))
        return validationFault(
          c,
          '2050',
          'Invalid Number',
          'Line Amount must be above zero',
          'Amount',
        );
      const linked = line.LinkedTxn?.[0];
      if (!linked?.TxnId || linked.TxnType !== 'Bill') return missing('LinkedTxn');
      const bill = company.entities.Bill[linked.TxnId];
      if (!bill) return invalidRef('Bill', linked.TxnId);
      if ((bill.VendorRef as Ref)?.value !== vendorRef.value)
        return validationFault(
          c,
          '6000',
          'A business validation error has occurred while processing your request',
          'Business Validation Error: The bill belongs to another vendor.',
          'LinkedTxn',
        );
      if (amount > cents(bill.Balance))
        return validationFault(
          c,
          '6000',
          'A business validation error has occurred while processing your request',
          `Business Validation Error: The payment of ${amount / 100} is more than bill ${bill.Id}'s open balance ${String(bill.Balance)}.`,
          'Amount',
        );
      totalCents += amount;
      paid.push({ billId: bill.Id, cents: amount });
    }
    if (body.TotalAmt !== undefined && cents(body.TotalAmt) !== totalCents)
      return validationFault(
        c,
        '6000',
        'A business validation error has occurred while processing your request',
        'Business Validation Error: TotalAmt does not equal the sum of the lines.',
        'TotalAmt',
      );
    const payment = books.create(company, 'BillPayment', {
      ...body,
      VendorRef: { value: vendor.Id, name: String(vendor.DisplayName) },
      TxnDate: body.TxnDate ?? new Date().toISOString().slice(0, 10),
      CurrencyRef: { value: 'USD', name: 'United States Dollar' },
      TotalAmt: totalCents / 100,
    });
    store.update(() => {
      for (const { billId, cents: amount } of paid) {
        const bill = company.entities.Bill[billId];
        if (bill) bill.Balance = (cents(bill.Balance) - amount) / 100;
      }
    });
    return c.json({ BillPayment: payment, time: time() });
  });
  return app;
};
