import type { ApprovalRoutingSubject } from '@ap/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { lineItems } from '../../db/schema';
import type { InvoiceRow } from '../../invoices/invoice-view';

/** What the approval rules read of an invoice: amount, currency, vendor and its items' coding. */
export const routingSubjectOf = async (
  db: Executor,
  invoice: Pick<InvoiceRow, 'id' | 'amountCents' | 'currency' | 'vendorId'>,
): Promise<ApprovalRoutingSubject> => {
  const coding = await db
    .select({ account: lineItems.quickbooksAccount, klass: lineItems.quickbooksClass })
    .from(lineItems)
    .where(eq(lineItems.invoiceId, invoice.id));
  return {
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    vendorId: invoice.vendorId,
    glAccounts: coding.map((item) => item.account),
    glClasses: coding.map((item) => item.klass),
  };
};
