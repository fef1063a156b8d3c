import { describe, expect, it } from 'vitest';
import { apiOperations } from './operations';

describe('apiOperations', () => {
  it('covers every product API call of SPEC §7 once, and only config is public', () => {
    const routes = Object.values(apiOperations).map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toHaveLength(30);
    const publicRoutes = Object.values(apiOperations).filter((op) => !op.auth);
    expect(publicRoutes.map((op) => op.path)).toEqual(['/api/config/public']);
  });

  it('keeps the trailing slash of the invoice list and settings paths', () => {
    expect(apiOperations.listInvoices.path).toBe('/api/invoices/');
    expect(apiOperations.getOrganizationSettings.path).toBe('/api/organization/settings/');
  });
});
