import { Hono } from 'hono';
import type { JsonStore } from '../store/json-store';
import type { QboVariables } from './bearer';
import { validateBill } from './bill-validation';
import { Books } from './books';
import { validationFault } from './intuit-errors';
import type { QboState } from './model';
import { checkPurchaseOrderLinks, linkBillToPurchaseOrders } from './purchase-order-links';

const time = () => new Date().toISOString();
/** POST bill with AccountBasedExpenseLineDetail lines: refs get their names, TotalAmt is summed in cents. */
export const billRoutes = (store: JsonStore<QboState>) => {
  const app = new Hono<{ Variables: QboVariables }>();
  const books = new Books(store);
  app.post('/v3/company/:realmId/bill', async (c) => {
    const company = c.get('company');
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const checked = checkPurchaseOrderLinks(company, body) ?? validateBill(company, body);
    if ('code' in checked)
      return validationFault(c, checked.code, checked.message, checked.detail, checked.element);
    const named = (
      ref: { value?: string } | undefined,
      table: 'Account' | 'Class' | 'Customer',
      field: string,
    ) =>
      ref?.value
        ? { value: ref.value, name: String(company.entities[table][ref.value]?.[field] ?? '') }
        : undefined;
    const lines = checked.lines.map((line, index) => {
      const d = line.AccountBasedExpenseLineDetail;
      const detail = {
        AccountRef: named(d?.AccountRef, 'Account', 'Name'),
        ...(d?.ClassRef?.value ? { ClassRef: named(d.ClassRef, 'Class', 'Name') } : {}),
        ...(d?.CustomerRef?.value
          ? { CustomerRef: named(d.CustomerRef, 'Customer', 'DisplayName') }
          : {}),
        BillableStatus: d?.BillableStatus ?? 'NotBillable',
        TaxCodeRef: { value: 'NON' },
      };
      return {
        Id: String(index + 1),
        LineNum: index + 1,
        ...line,
        AccountBasedExpenseLineDetail: detail,
      };
    });
    const total = checked.totalCents / 100;
    const bill = books.create(company, 'Bill', {
      ...body,
      VendorRef: { value: checked.vendor.Id, name: String(checked.vendor.DisplayName) },
      APAccountRef: { value: '33', name: 'Accounts Payable (A/P)' },
      TxnDate: body.TxnDate ?? new Date().toISOString().slice(0, 10),
      CurrencyRef: { value: 'USD', name: 'United States Dollar' },
      Line: lines,
      TotalAmt: total,
      Balance: total,
    });
    linkBillToPurchaseOrders(books, company, bill, body);
    return c.json({ Bill: bill, time: time() });
  });

  return app;
};
