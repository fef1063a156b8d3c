import { describe, expect, it } from 'vitest';
import { DEFAULT_MANDATORY_CHECKS_CONFIG } from '../settings/mandatory-checks';
import { addressedToOrganization } from './addressed-to-organization';
import { invoiceOf } from './check-fixtures';
import { enforcedIn } from './check-gates';

const defaults = enforcedIn(DEFAULT_MANDATORY_CHECKS_CONFIG);
const check = (billTo: string | null, names = ['Acme Corp'], enforced = defaults) =>
  addressedToOrganization(invoiceOf({ requisitioner_company_name: billTo }), names, enforced);

describe('addressedToOrganization', () => {
  it.each(['Acme Corp', 'ACME CORPORATION', 'The Acme Corp.', 'Acme, Inc.'])(
    'passes for %j',
    (billTo) => {
      const outcome = check(billTo);
      expect(outcome.problems).toEqual([]);
      expect(outcome.passReason).toBe(`Billed to ${billTo}`);
    },
  );

  it('fails for another company, naming both', () => {
    expect(check('Acme Europe Ltd').problems).toEqual([
      { reason: 'Billed to Acme Europe Ltd, not Acme Corp', gates: ['addressed_to_us'] },
    ]);
  });

  it('accepts any of the organisation names', () => {
    expect(check('Acme Europe', ['Acme Corp', 'Acme Europe GmbH']).problems).toEqual([]);
    expect(check('Zeta', ['Acme Corp', 'Acme Europe']).problems[0]?.reason).toBe(
      'Billed to Zeta, not Acme Corp or Acme Europe',
    );
  });

  it('fails without a bill-to company, or without names to compare', () => {
    expect(check('  ').problems).toEqual([
      { reason: 'No bill-to company on the invoice', gates: ['addressed_to_us'] },
    ]);
    expect(check('Acme Corp', []).problems[0]?.reason).toBe(
      'Billed to Acme Corp, not your organization',
    );
  });

  it('asks for a bill-to contact only while that item is enforced', () => {
    const invoice = invoiceOf({ requisitioner_contact_name: null });
    expect(addressedToOrganization(invoice, ['Acme Corp'], defaults).problems).toEqual([]);
    expect(addressedToOrganization(invoice, ['Acme Corp'], () => true).problems).toEqual([
      { reason: 'No bill-to contact on the invoice', gates: ['bill_to_contact'] },
    ]);
  });
});
