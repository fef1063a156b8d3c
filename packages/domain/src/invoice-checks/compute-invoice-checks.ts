import { DEFAULT_PURCHASE_ORDER_TOLERANCE } from '../purchase-orders/purchase-order';
import {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  type MandatoryChecksConfig,
} from '../settings/mandatory-checks';
import { addressedToOrganization } from './addressed-to-organization';
import { approvalStatus } from './approval-status';
import { ENFORCED_ONLY_CHECK_GATES, type EnforcedTest, enforcedIn } from './check-gates';
import type { RuleOutcome } from './check-result';
import { toComputedCheck } from './check-result';
import type { InvoiceSubject, OtherInvoiceSubject, VendorSubject } from './check-subject';
import { fraudSignalsCheck } from './fraud-signals-check';
import { type FraudSubject, fraudSubjectOf } from './fraud-subject-of';
import { invoiceNumberUnique } from './invoice-number-unique';
import { type PreviousCheck, resolveOverride, type StoredCheck } from './keep-override';
import { lineItemsPresent, lineItemsTotalMatches } from './line-items';
import { lineItemsCoded } from './line-items-coded';
import { paymentReadiness } from './payment-readiness';
import { type PurchaseOrderContext, purchaseOrderMatched } from './purchase-order-matched';
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
  /** The vendor's open purchase orders and the tolerance (none known when absent). */
  purchaseOrders?: PurchaseOrderContext;
  /** What the fraud signals read (built from the other fields when absent). */
  fraud?: FraudSubject;
}

const anyEnforced = (gates: readonly string[], enforced: EnforcedTest) => gates.some(enforced);

/** The checks that exist only while one of their items is enforced (ENFORCED_ONLY_CHECK_GATES). */
const enforcedOnlyChecks = (input: InvoiceChecksInput, enforced: EnforcedTest): RuleOutcome[] => {
  const gates = ENFORCED_ONLY_CHECK_GATES;
  const { invoice } = input;
  return [
    anyEnforced(gates.purchase_order_matched, enforced) &&
      purchaseOrderMatched(
        invoice,
        input.purchaseOrders ?? { openOrders: [], tolerance: DEFAULT_PURCHASE_ORDER_TOLERANCE },
      ),
    anyEnforced(gates.fraud_signals, enforced) &&
      fraudSignalsCheck(input.fraud ?? fraudSubjectOf(input)),
    anyEnforced(gates.line_items_coded, enforced) && lineItemsCoded(invoice.items, enforced),
  ].filter((outcome): outcome is RuleOutcome => outcome !== false);
};

/**
 * The eight SPEC §3 checks of an invoice, in CHECK_NAMES order, with the enforced-only checks
 * (ENFORCED_ONLY_CHECK_NAMES) before payment_readiness while their items are enforced.
 */
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
    ...enforcedOnlyChecks(input, enforced),
  ].map(resolve);
  return [...checks, resolve(paymentReadiness(checks))];
};
