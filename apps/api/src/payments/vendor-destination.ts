import { and, eq } from 'drizzle-orm';
import { vendors } from '../db/schema';
import { MoovRefusal } from '../integrations/moov/moov-payments';
import { bankDetailsFingerprint, sameBankDetails } from '../vendors/bank-details';
import type { VendorRow } from '../vendors/vendor-view';
import type { PaymentDeps } from './payment-deps';
import { withVendorLock } from './vendor-lock';

const digits = (value: string | null) => (value ?? '').replace(/[\s-]/g, '');

const isCurrent = (vendor: VendorRow): vendor is VendorRow & { moovPaymentMethodId: string } =>
  Boolean(
    vendor.moovPaymentMethodId &&
      vendor.moovBankFingerprint &&
      sameBankDetails(vendor, vendor.moovBankFingerprint),
  );

/**
 * The vendor's ACH-credit payment method at Moov, made from its (decrypted) bank details:
 * its Moov account (found again by foreignID after a crash, else created), the bank account
 * linked from the numbers, and the payment method Moov offers for it. Stored on the vendor
 * and linked anew when the bank details' fingerprint changes. One process at a time per
 * vendor (withVendorLock): two payments of a new vendor at once make one Moov account.
 */
export const ensureVendorDestination = async (
  deps: PaymentDeps,
  vendor: VendorRow,
): Promise<string> => {
  if (isCurrent(vendor)) return vendor.moovPaymentMethodId;
  const accountNumber = digits(vendor.accountNumber);
  const routingNumber = digits(vendor.routingNumber);
  if (!accountNumber || !routingNumber)
    throw new MoovRefusal('The vendor has no bank account and routing number to pay to');
  const where = and(eq(vendors.orgId, vendor.orgId), eq(vendors.id, vendor.id));
  return withVendorLock(deps.db, vendor.id, async (db) => {
    // Read again under the lock: another process may have set the vendor up meanwhile.
    const [fresh] = await db.select().from(vendors).where(where);
    if (
      !fresh ||
      digits(fresh.accountNumber) !== accountNumber ||
      digits(fresh.routingNumber) !== routingNumber
    )
      throw new MoovRefusal(
        "Payment refused: the vendor's bank details changed since this payment was approved",
      );
    if (isCurrent(fresh)) return fresh.moovPaymentMethodId;
    const foreignId = `vendor:${fresh.id}`;
    let accountId = fresh.moovAccountId ?? (await deps.moov.findAccountByForeignId(foreignId));
    if (!accountId) {
      accountId = await deps.moov.createVendorAccount({
        name: fresh.legalEntityName || fresh.name || 'Vendor',
        email: fresh.contactEmail,
        foreignId,
      });
    }
    if (accountId !== fresh.moovAccountId)
      await db.update(vendors).set({ moovAccountId: accountId }).where(where);
    const bankAccountId = await deps.moov.linkBankAccount(accountId, {
      holderName: fresh.bankAccountBeneficiary || fresh.legalEntityName || fresh.name,
      accountNumber,
      routingNumber,
    });
    const paymentMethodId = await deps.moov.findPaymentMethod(
      accountId,
      'ach-credit-standard',
      bankAccountId,
    );
    if (!paymentMethodId)
      throw new MoovRefusal(
        "Moov offers no ACH credit payment method for the vendor's bank account",
      );
    await db
      .update(vendors)
      .set({
        moovBankAccountId: bankAccountId,
        moovPaymentMethodId: paymentMethodId,
        moovBankFingerprint: bankDetailsFingerprint(fresh),
      })
      .where(where);
    return paymentMethodId;
  });
};
