import {
  actionNeedsApproval,
  HIGH_VALUE_PAYMENT_THRESHOLD_CENTS,
  PROTECTED_ACTION_IDS,
  type ProtectedActionsConfig,
  parseProtectedActionsConfig,
  withPaymentProtection,
} from '@ap/domain';
import type { Executor } from '../../audit/record-mutation';
import { readStoredValue } from '../../organization/configurations/configurations-store';
import { readOrganization } from '../../organization/ensure-organization';

/** Vendor fields that say where money goes: changing any of them always needs approval. */
export const PAYMENT_INFORMATION_FIELDS = [
  'bank_name',
  'bank_address',
  'bank_account_beneficiary',
  'account_number',
  'routing_number',
] as const;

export const touchesPaymentInformation = (changes: Record<string, unknown>): boolean =>
  PAYMENT_INFORMATION_FIELDS.some((field) => field in changes);

/** Whether a drafted action needs a person, and why (for the run's events). */
export type Protection = { needsApproval: boolean; why: string };

/** The organisation's protected actions as the server enforces them. */
export const readProtections = async (db: Executor, orgId: string) => {
  const org = await readOrganization(db, orgId);
  const config: ProtectedActionsConfig = withPaymentProtection(
    parseProtectedActionsConfig((await readStoredValue(db, orgId, 'protected_actions')) ?? null),
    org.paymentExecutionProtected,
  );
  const ids = PROTECTED_ACTION_IDS;
  const by = (id: string, name: string): Protection =>
    actionNeedsApproval(config, id)
      ? { needsApproval: true, why: `${name} is protected` }
      : { needsApproval: false, why: `${name} is not protected` };
  return {
    org,
    emailVendor: (): Protection => by(ids.emailExternalParty, 'e-mailing an external party'),
    assignAccountingFields: (): Protection =>
      by(ids.assignAccountingFields, 'assigning accounting fields'),
    emailTeammate: (): Protection =>
      by(ids.emailInternalTeammate, 'e-mailing an internal teammate'),
    updateVendor: (changes: Record<string, unknown>): Protection =>
      touchesPaymentInformation(changes)
        ? { needsApproval: true, why: "a change of a vendor's payment information always is" }
        : by(ids.modifyVendorDetails, 'modifying vendor details'),
    payInvoice: (amountCents: number): Protection =>
      amountCents > HIGH_VALUE_PAYMENT_THRESHOLD_CENTS
        ? { needsApproval: true, why: 'a payment over $10,000 always needs approval' }
        : by(ids.executePayment, 'executing a payment'),
  };
};

export type Protections = Awaited<ReturnType<typeof readProtections>>;
