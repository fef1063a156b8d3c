import { formatCents, toCents } from '@ap/domain';
import { PayInvoiceParametersSchema } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { vendors } from '../db/schema';
import type { PaymentBinding } from '../db/schema/tasks';
import type { InvoiceRow } from '../invoices/invoice-view';
import type { TaskRow } from '../tasks/task-view';
import { bankDetailsFingerprint, sameBankDetails } from '../vendors/bank-details';
import type { VendorRow } from '../vendors/vendor-view';

/** The invoice's vendor in the same org, if any. */
export const findInvoiceVendor = async (
  db: Executor,
  invoice: InvoiceRow,
): Promise<VendorRow | undefined> => {
  if (!invoice.vendorId) return undefined;
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.orgId, invoice.orgId), eq(vendors.id, invoice.vendorId)));
  return vendor;
};

/** What a pay_invoice task approves: the amount, currency, payee and its bank details. */
export const paymentBindingOf = (
  invoice: InvoiceRow,
  vendor: VendorRow | undefined,
): PaymentBinding => ({
  amountCents: invoice.amountCents,
  currency: invoice.currency,
  vendorId: invoice.vendorId,
  bankDetailsFingerprint: bankDetailsFingerprint(vendor),
});

/**
 * Tasks drafted before bindings existed carry only parameters.amount and vendor_id; those
 * are checked, the currency and bank details cannot be.
 */
const legacyBinding = (task: TaskRow): Partial<PaymentBinding> => {
  const parameters = PayInvoiceParametersSchema.safeParse(task.parameters);
  if (!parameters.success) return {};
  const { amount, vendor_id } = parameters.data;
  return {
    ...(amount === undefined ? {} : { amountCents: toCents(amount) }),
    vendorId: vendor_id,
  };
};

const money = (cents: number, currency: string) => formatCents(cents, currency);

/** Why the invoice no longer matches what the task approved, or null when it still does. */
export const bindingChange = (
  task: TaskRow,
  invoice: InvoiceRow,
  vendor: VendorRow | undefined,
): string | null => {
  const bound = task.paymentBinding ?? legacyBinding(task);
  const changes: string[] = [];
  if (bound.amountCents !== undefined && bound.amountCents !== invoice.amountCents) {
    const currency = bound.currency ?? invoice.currency;
    changes.push(
      `the amount changed from ${money(bound.amountCents, currency)} to ${money(invoice.amountCents, invoice.currency)}`,
    );
  }
  if (bound.currency !== undefined && bound.currency !== invoice.currency) {
    changes.push(`the currency changed from ${bound.currency} to ${invoice.currency}`);
  }
  if (bound.vendorId !== undefined && bound.vendorId !== invoice.vendorId) {
    changes.push('the vendor changed');
  }
  if (
    bound.bankDetailsFingerprint !== undefined &&
    !sameBankDetails(vendor, bound.bankDetailsFingerprint)
  ) {
    changes.push("the vendor's bank details changed");
  }
  return changes.length ? changes.join(', ') : null;
};
