import type { Executor } from '../audit/record-mutation';
import { vendorBankChanges } from '../db/schema';
import type { VendorRow } from './vendor-view';

const BANK_FIELDS = [
  'bankName',
  'bankAddress',
  'bankAccountBeneficiary',
  'accountNumber',
  'routingNumber',
] as const satisfies readonly (keyof VendorRow)[];

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * Records when a vendor's bank details changed (the fraud signal 'bank details changed before
 * a payment' reads it). Details filled in for the first time are not a change.
 */
export const recordBankChange = async (
  db: Executor,
  changedBy: string | null,
  before: VendorRow,
  after: VendorRow,
): Promise<void> => {
  const hadDetails = BANK_FIELDS.some((field) => text(before[field]) !== '');
  const changed = BANK_FIELDS.some((field) => text(before[field]) !== text(after[field]));
  if (!hadDetails || !changed) return;
  await db.insert(vendorBankChanges).values({ orgId: after.orgId, vendorId: after.id, changedBy });
};
