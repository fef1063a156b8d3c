import { Hono } from 'hono';
import type { JsonStore } from '../store/json-store';
import type { QboVariables } from './bearer';
import { Books } from './books';
import { validationFault } from './intuit-errors';
import type { Company, QboState } from './model';

const time = () => new Date().toISOString();
const DETAIL_TYPES = ['ItemBasedExpenseLineDetail', 'AccountBasedExpenseLineDetail'];
type PoLine = { Id?: string; Amount?: number; DetailType?: string; Description?: string };

/** Older stored companies have no PurchaseOrder table yet. */
export const purchaseOrdersOf = (company: Company) => {
  company.entities.PurchaseOrder ??= {};
  return company.entities.PurchaseOrder;
};

const fault = (detail: string, element?: string) =>
  ({
    code: '2020',
    message: 'Required param missing, need to supply the required value for the API',
    detail,
    element,
  }) as const;

/** Intuit's checks on a new PurchaseOrder: a known vendor and expense lines with amounts. */
const checkNew = (company: Company, body: Record<string, unknown>) => {
  const vendorRef = body.VendorRef as { value?: string } | undefined;
  if (!vendorRef?.value)
    return fault('Required parameter VendorRef is missing in the request', 'VendorRef');
  const vendor = company.entities.Vendor[vendorRef.value];
  if (!vendor)
    return fault(`Invalid Reference Id : Vendor ${vendorRef.value} does not exist`, 'VendorRef');
  const lines = body.Line as PoLine[] | undefined;
  if (!Array.isArray(lines) || lines.length === 0)
    return fault('Required parameter Line is missing in the request', 'Line');
  let totalCents = 0;
  for (const line of lines) {
    const cents = Math.round((line.Amount ?? Number.NaN) * 100);
    if (!DETAIL_TYPES.includes(String(line.DetailType)) || !Number.isFinite(cents) || cents < 0)
      return fault('Each line needs an Amount and an expense DetailType', 'Line');
    totalCents += cents;
  }
  return { vendor, lines, totalCents };
};

/**
 * POST purchaseorder: create (POStatus Open), or update by Id with the current SyncToken
 * (sparse or full), as Intuit does; e.g. `{ sparse: true, POStatus: 'Closed' }` closes it.
 * Query and read by Id are the shared read routes.
 */
export const purchaseOrderRoutes = (store: JsonStore<QboState>) => {
  const app = new Hono<{ Variables: QboVariables }>();
  const books = new Books(store);
  app.post('/v3/company/:realmId/purchaseorder', async (c) => {
    const company = c.get('company');
    const orders = purchaseOrdersOf(company);
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body)
      return validationFault(
        c,
        '2020',
        'Request body is missing or is not JSON',
        'Request body is missing or is not JSON',
      );
    if (body.Id === undefined) {
      const checked = checkNew(company, body);
      if ('code' in checked)
        return validationFault(c, checked.code, checked.message, checked.detail, checked.element);
      const order = books.create(company, 'PurchaseOrder', {
        POStatus: 'Open',
        TxnDate: new Date().toISOString().slice(0, 10),
        ...body,
        VendorRef: { value: checked.vendor.Id, name: String(checked.vendor.DisplayName) },
        Line: checked.lines.map((line, index) => ({
          ...line,
          Id: String(index + 1),
          LineNum: index + 1,
        })),
        TotalAmt: checked.totalCents / 100,
        CurrencyRef: { value: 'USD', name: 'United States Dollar' },
      });
      return c.json({ PurchaseOrder: order, time: time() });
    }
    const existing = orders[String(body.Id)];
    if (!existing)
      return validationFault(
        c,
        '610',
        'Object Not Found',
        `Object Not Found : PurchaseOrder ${String(body.Id)}`,
      );
    if (String(body.SyncToken) !== existing.SyncToken)
      return validationFault(
        c,
        '5010',
        'Stale Object Error',
        `Stale Object Error : SyncToken ${String(body.SyncToken)} is stale, current is ${existing.SyncToken}`,
      );
    return c.json({
      PurchaseOrder: books.update(company, 'PurchaseOrder', existing, body),
      time: time(),
    });
  });
  return app;
};
