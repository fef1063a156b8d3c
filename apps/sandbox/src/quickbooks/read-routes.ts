import { type Context, Hono } from 'hono';
import type { QboVariables } from './bearer';
import { validationFault } from './intuit-errors';
import { ENTITY_NAMES, type EntityName } from './model';
import { parseQuery, runQuery } from './query';

const time = () => new Date().toISOString();
export const entityName = (path: string): EntityName | undefined =>
  ENTITY_NAMES.find((name) => name.toLowerCase() === path.toLowerCase());

/** CompanyInfo, the query endpoint (GET ?query= or POST text) and read by Id. */
export const readRoutes = () => {
  const app = new Hono<{ Variables: QboVariables }>();
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
    const { total, page } = runQuery(parsed, Object.values(c.get('company').entities[name] ?? {}));
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
    const found = name ? c.get('company').entities[name]?.[c.req.param('id')] : undefined;
    if (!name || !found)
      return validationFault(
        c,
        '610',
        'Object Not Found',
        `Object Not Found : Something you're trying to use has been made inactive or deleted`,
      );
    return c.json({ [name]: found, time: time() });
  });

  return app;
};
