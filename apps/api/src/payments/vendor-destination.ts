import { and, eq } from 'drizzle-orm';
import { vendors } from '../db/schema';
import { MoovRefusal } from '../integrations/moov/moov-payments';
import { bankDetailsFingerprint, sameBankDetails } from '../vendors/bank-details';
import type { VendorRow } from '../vendors/vendor-view';
import type { PaymentDeps } from './payment-deps';

const digits = (value: string | null) => (value ?? '').replace(/[\s-]/g, '');

/**
 * The vendor's ACH-credit payment method at Moov, made from its (decrypted) bank details:
 * its Moov account (found again by foreignID after a crash, else created), the bank account
 * linked from the numbers, and the payment method Moov offers for it. Stored on the vendor
 * and linked anew when the bank details' fingerprint changes.
 */
export const ensureVendorDestination = async (
  deps: PaymentDeps,
  vendor: VendorRow,
): Promise<string> => {
  if (
    vendor.moovPaymentMethodId &&
    vendor.moovBankFingerprint &&
    sameBankDetails(vendor, vendor.moovBankFingerprint)
  )
    return vendor.moovPaymentMethodId;
  const accountNumber = digits(vendor.accountNumber);
  const routingNumber = digits(vendor.routingNumber);
  if (!accountNumber || !routingNumber)
    throw new MoovRefusal('The vendor has no bank account and routing number to pay to');
  const where = and(eq(vendors.orgId, vendor.orgId), eq(vendors.id, vendor.id));
  const foreignId = `vendor:${vendor.id}`;
  let accountId = vendor.moovAccountId ?? (await deps.moov.findAccountByForeignId(foreignId));
  if (!accountId) {
    accountId = await deps.moov.createVendorAccount({
      name: vendor.legalEntityName || vendor.name || 'Vendor',
      email: vendor.contactEmail,
      foreignId,
    });
  }
  if (accountId !== vendor.moovAccountId)
    await deps.db.update(vendors).set({ moovAccountId: accountId }).where(where);
  const bankAccountId = await deps.moov.linkBankAccount(accountId, {
    holderName: vendor.bankAccountBeneficiary || vendor.legalEntityName || vendor.name,
    accountNumber,
    routingNumber,
  });
  const paymentMethodId = await deps.moov.findPaymentMethod(
    accountId,
    'ach-credit-standard',
    bankAccountId,
  );
  if (!paymentMethodId)
    throw new MoovRefusal("Moov offers no ACH credit payment method for the vendor's bank account");
  await deps.db
    .update(vendors)
    .set({
      moovBankAccountId: bankAccountId,
      moovPaymentMethodId: paymentMethodId,
      moovBankFingerprint: bankDetailsFingerprint(vendor),
    })
    .where(where);
  return paymentMethodId;
};
