import { Hono } from 'hono';
import type { JsonStore } from '../store/json-store';
import type { QboVariables } from './bearer';
import { Books } from './books';
import { validationFault } from './intuit-errors';
import type { QboState } from './model';

const time = () => new Date().toISOString();
/** POST vendor: create (unique DisplayName) or update by Id with the current SyncToken, sparse or full. */
export const vendorRoutes = (store: JsonStore<QboState>) => {
  const app = new Hono<{ Variables: QboVariables }>();
  const books = new Books(store);
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

  return app;
};
