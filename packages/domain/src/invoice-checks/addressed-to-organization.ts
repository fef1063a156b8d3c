import type { EnforcedTest } from './check-gates';
import type { CheckProblem, RuleOutcome } from './check-result';
import type { InvoiceSubject } from './check-subject';
import { organizationNameKey } from './organization-name-key';

/**
 * invoice_addressed_to_organization: the bill-to company (requisitioner_company_name) is one of
 * the organisation's names, compared by organizationNameKey. While 'Bill-to Contact Present'
 * is enforced, a bill-to contact (requisitioner_contact_name) is needed too.
 */
export const addressedToOrganization = (
  invoice: InvoiceSubject,
  organizationNames: readonly string[],
  enforced: EnforcedTest,
): RuleOutcome => {
  const problems: CheckProblem[] = [];
  const billTo = invoice.requisitioner_company_name?.trim() ?? '';
  const ours = organizationNames.filter((name) => name.trim() !== '');
  const gates = ['addressed_to_us'];
  if (billTo === '') {
    problems.push({ reason: 'No bill-to company on the invoice', gates });
  } else {
    const keys = new Set(ours.map(organizationNameKey));
    if (!keys.has(organizationNameKey(billTo))) {
      const names = ours.length ? ours.join(' or ') : 'your organization';
      problems.push({ reason: `Billed to ${billTo}, not ${names}`, gates });
    }
  }
  if (enforced('bill_to_contact') && !invoice.requisitioner_contact_name?.trim()) {
    problems.push({ reason: 'No bill-to contact on the invoice', gates: ['bill_to_contact'] });
  }
  return {
    name: 'invoice_addressed_to_organization',
    problems,
    passReason: `Billed to ${billTo}`,
  };
};
