import { describe, expect, it } from 'vitest';
import { apiExtensionOperations } from './extension-operations';
import { apiRoutes } from './operation-routes';
import { apiOperations } from './operations';

describe('apiRoutes', () => {
  it('has the method, path and auth of every operation, and nothing else', () => {
    const operations = { ...apiOperations, ...apiExtensionOperations };
    const expected = Object.fromEntries(
      Object.entries(operations).map(([name, { method, path, auth }]) => [
        name,
        { method, path, auth },
      ]),
    );
    expect(apiRoutes).toEqual(expected);
  });
});
