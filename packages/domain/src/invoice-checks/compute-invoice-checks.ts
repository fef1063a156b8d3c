import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  type MandatoryChecksConfig,
} from '../settings/mandatory-checks';
import { addressedToOrganization } from './addressed-to-organization';
import { approvalStatus } from './approval-status';
import { enforcedIn } from './check-gates';
import { toComputedCheck } from './check-result';
import type { InvoiceSubject, OtherInvoiceSubject, VendorSubject } from './check-subject';
import { invoiceNumberUnique } from './invoice-number-unique';
import { type PreviousCheck, resolveOverride, type StoredCheck } from './keep-override';
import { lineItemsPresent, lineItemsTotalMatches } from './line-items';
import { paymentReadiness } from './payment-readiness';
import { invoiceRequiredFields, vendorRequiredFields } from './required-fields';

export interface InvoiceChecksInput {
  invoice: InvoiceSubject;
  /** The invoice's vendor; null when it has none. */
  vendor: VendorSubject | null;
  /** The organisation's names, for 'addressed to us'. */
  organizationNames: readonly string[];
  /** Other invoices of the organisation (at least those of the same vendor, and any with a file hash). */
  otherInvoices: readonly OtherInvoiceSubject[];
  /** The organisation's mandatory-checks configuration; the SPEC §3 defaults when absent. */
  config?: MandatoryChecksConfig;
  /** The checks stored before, whose overrides may be kept (see resolveOverride). */
  previousChecks?: readonly PreviousCheck[];
}

/** The eight SPEC §3 checks of an invoice, in CHECK_NAMES order. */
export const computeInvoiceChecks = (input: InvoiceChecksInput): StoredCheck[] => {
  const enforced = enforcedIn(input.config ?? DEFAULT_MANDATORY_CHECKS_CONFIG);
  const previous = new Map((input.previousChecks ?? []).map((check) => [check.name, check]));
  const resolve = (outcome: Parameters<typeof toComputedCheck>[0]) =>
    resolveOverride(toComputedCheck(outcome, enforced), previous.get(outcome.name));
  const { invoice } = input;
  const checks = [
    invoiceRequiredFields(invoice, enforced),
    lineItemsPresent(invoice),
    lineItemsTotalMatches(invoice),
    invoiceNumberUnique(invoice, input.otherInvoices),
    addressedToOrganization(invoice, input.organizationNames, enforced),
    vendorRequiredFields(input.vendor, enforced),
    approvalStatus(invoice),
  ].map(resolve);
  return [...checks, resolve(paymentReadiness(checks))];
};
