import { type Context, Hono } from 'hono';
import type { FaultState } from '../faults/fault-state';
import type { JsonStore } from '../store/json-store';
import { type QboVariables, qboBearer } from './bearer';
import { validateBill } from './bill-validation';
import { Books } from './books';
import { intuitFault, validationFault } from './intuit-errors';
import { ENTITY_NAMES, type EntityName, type QboState } from './model';
import { parseQuery, runQuery } from './query';

const time = () => new Date().toISOString();
const entityName = (path: string): EntityName | undefined =>
  ENTITY_NAMES.find((name) => name.toLowerCase() === path.toLowerCase());

/** The v3 REST subset under /v3/company/{realmId}: CompanyInfo, query, read, Vendor create/update, Bill create. */
export const entityRoutes = (store: JsonStore<QboState>, faults: FaultState): Hono => {
  const app = new Hono<{ Variables: QboVariables }>();
  const books = new Books(store);
  app.use('/v3/company/:realmId/*', qboBearer(store, faults));

  app.get('/v3/company/:realmId/companyinfo/:id', (c) =>
    c.json({ CompanyInfo: c.get('company').companyInfo, time: time() }),
  );

  const query = async (c: Context<{ Variables: QboVariables }>, text: string) => {
    const parsed = parseQuery(text);
    const name = parsed ? entityName(parsed.entity) : undefined;
    if (parsed?.entity.toLowerCase() === 'companyinfo')
      return c.json({
        QueryResponse: {
          CompanyInfo: [c.get('company').companyInfo],
          startPosition: 1,
          maxResults: 1,
        },
        time: time(),
      });
    if (!parsed || !name)
      return validationFault(
        c,
        '4000',
        'Error parsing query',
        `QueryParserError: Encountered unexpected input in "${text}"`,
      );
    const { total, page } = runQuery(parsed, Object.values(c.get('company').entities[name]));
    if (parsed.count) return c.json({ QueryResponse: { totalCount: total }, time: time() });
    const response = page.length
      ? { [name]: page, startPosition: parsed.startPosition, maxResults: page.length }
      : {};
    return c.json({ QueryResponse: response, time: time() });
  };
  app.get('/v3/company/:realmId/query', (c) => query(c, c.req.query('query') ?? ''));
  app.post('/v3/company/:realmId/query', async (c) => query(c, await c.req.text()));

  app.get('/v3/company/:realmId/:entity/:id', (c) => {
    const name = entityName(c.req.param('entity'));
    const found = name ? c.get('company').entities[name][c.req.param('id')] : undefined;
    if (!name || !found)
      return validationFault(
        c,
        '610',
        'Object Not Found',
        `Object Not Found : Something you're trying to use has been made inactive or deleted`,
      );
    return c.json({ [name]: found, time: time() });
  });

  app.post('/v3/company/:realmId/vendor', async (c) => {
    const company = c.get('company');
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!body)
      return validationFault(
        c,
        '2020',
        'Required param missing, need to supply the required value for the API',
        'Request body is missing or is not JSON',
      );
    if (body.Id === undefined) {
      const name = String(body.DisplayName ?? '').trim();
      if (!name)
        return validationFault(
          c,
          '2020',
          'Required param missing, need to supply the required value for the API',
          'Required parameter DisplayName is missing in the request',
          'DisplayName',
        );
      const duplicate = Object.values(company.entities.Vendor).find(
        (v) => String(v.DisplayName).toLowerCase() === name.toLowerCase(),
      );
      if (duplicate)
        return validationFault(
          c,
          '6240',
          'Duplicate Name Exists Error',
          `The name supplied already exists. : Id=${duplicate.Id}`,
        );
      return c.json({
        Vendor: books.create(company, 'Vendor', { Active: true, Balance: 0, ...body }),
        time: time(),
      });
    }
    const existing = company.entities.Vendor[String(body.Id)];
    if (!existing)
      return validationFault(
        c,
        '610',
        'Object Not Found',
        `Object Not Found : Vendor ${String(body.Id)}`,
      );
    if (String(body.SyncToken) !== existing.SyncToken)
      return validationFault(
        c,
        '5010',
        'Stale Object Error',
        `Stale Object Error : You and another user were working on the same thing. SyncToken ${String(body.SyncToken)} is stale, current is ${existing.SyncToken}`,
      );
    return c.json({ Vendor: books.update(company, 'Vendor', existing, body), time: time() });
  });

  app.post('/v3/company/:realmId/bill', async (c) => {
    const company = c.get('company');
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const checked = validateBill(company, body);
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
    return c.json({ Bill: bill, time: time() });
  });

  app.all('/v3/company/:realmId/*', (c) =>
    intuitFault(c, 400, 'ValidationFault', {
      Message: 'Unsupported Operation',
      Detail: `Operation ${c.req.method} ${c.req.path} is not supported by the sandbox`,
      code: '500',
    }),
  );
  return app as unknown as Hono;
};
