import { centsToAmount } from '@ap/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  billLocation,
  bookedDescription,
  findNamed,
  lineClassName,
  lineLocationName,
} from '../coding/booking/bill-line-coding';
import { readDimensions } from '../coding/rules/rules-store';
import { invoices, lineItems, payments, vendors } from '../db/schema';
import { findConnection } from '../integrations/connections';
import {
  type QboEntity,
  type QuickbooksBooks,
  QuickbooksRefusal,
  qboLiteral,
  quickbooksBooks,
} from '../integrations/quickbooks/quickbooks-books';
import type { PaymentRow } from '../invoices/payment-view';
import type { PaymentDeps } from '../payments/payment-deps';
import { recordPaymentUpdate, workflowEvent } from '../payments/payment-runs';
import { purchaseOrderLinkFor } from '../purchase-orders/link-purchase-order';
import type { VendorRow } from '../vendors/vendor-view';
import { purchaseOrderEvents, withPurchaseOrderLinks } from './purchase-order-booking';

const same = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** An account named as the line item codes it: its name, full name, number, or "number name". */
const findAccount = (accounts: QboEntity[], coded: string) =>
  accounts.find(
    (a) =>
      same(a.Name, coded) ||
      same(a.FullyQualifiedName, coded) ||
      same(a.AcctNum, coded) ||
      (typeof a.AcctNum === 'string' && same(`${a.AcctNum} ${String(a.Name)}`, coded)),
  );

/** The vendor in QuickBooks: stored id, else one of the same DisplayName, else created. */
const ensureQboVendor = async (
  deps: PaymentDeps,
  books: QuickbooksBooks,
  vendor: VendorRow,
): Promise<string> => {
  if (vendor.qboVendorId) return vendor.qboVendorId;
  const displayName = (vendor.name || vendor.legalEntityName || 'Vendor').slice(0, 100);
  const [found] = await books.query(
    'Vendor',
    `select * from Vendor where DisplayName = ${qboLiteral(displayName)}`,
  );
  const create = () =>
    books.create(
      'Vendor',
      {
        DisplayName: displayName,
        CompanyName: vendor.legalEntityName || vendor.name,
        ...(vendor.contactEmail ? { PrimaryEmailAddr: { Address: vendor.contactEmail } } : {}),
        ...(vendor.phone ? { PrimaryPhone: { FreeFormNumber: vendor.phone } } : {}),
        ...(vendor.address ? { BillAddr: { Line1: vendor.address } } : {}),
        ...(vendor.taxId ? { TaxIdentifier: vendor.taxId } : {}),
      },
      `vendor-${vendor.id}`,
    );
  const qboVendor =
    found ??
    (await create().catch(async (err: unknown) => {
      // Made meanwhile by another run (Intuit's 6240 Duplicate Name): use that one.
      if (!(err instanceof QuickbooksRefusal) || !/Duplicate Name/i.test(err.message)) throw err;
      const [again] = await books.query(
        'Vendor',
        `select * from Vendor where DisplayName = ${qboLiteral(displayName)}`,
      );
      if (!again) throw err;
      return again;
    }));
  await deps.db
    .update(vendors)
    .set({ qboVendorId: qboVendor.Id })
    .where(and(eq(vendors.orgId, vendor.orgId), eq(vendors.id, vendor.id)));
  return qboVendor.Id;
};

type Booking = { books: QuickbooksBooks; payment: PaymentRow; billId: string; vendorId: string };

const recordRefusal = async (deps: PaymentDeps, payment: PaymentRow, message: string) =>
  deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ qboError: message })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!row) return;
    await recordPaymentUpdate(tx, row, {
      action: 'payment.accounting_refused',
      status: 'failed',
      summary: `QuickBooks refused the booking: ${message}`,
      events: [workflowEvent('QuickBooks Booking', 'error', `QuickBooks refused: ${message}`)],
    });
  });

/**
 * The invoice's bill in QuickBooks with its vendor and each line item's coding (account,
 * class, customer/job, billable); booked once (its id is kept on the invoice). Undefined when
 * QuickBooks is not connected or refused (recorded as a workflow event).
 */
const ensureBill = async (deps: PaymentDeps, paymentId: string): Promise<Booking | undefined> => {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.qboError) return undefined;
  const connection = await findConnection(deps.db, payment.orgId, 'quickbooks');
  if (!connection) return undefined;
  const books = quickbooksBooks(deps.config.quickbooks, deps.db, connection);
  const [invoice] = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, payment.orgId), eq(invoices.id, payment.invoiceId)));
  const vendorId = payment.vendorId ?? invoice?.vendorId;
  const [vendor] = vendorId
    ? await deps.db
        .select()
        .from(vendors)
        .where(and(eq(vendors.orgId, payment.orgId), eq(vendors.id, vendorId)))
    : [];
  if (!invoice || !vendor) return undefined;
  try {
    const qboVendorId = await ensureQboVendor(deps, books, vendor);
    if (invoice.qboBillId)
      return { books, payment, billId: invoice.qboBillId, vendorId: qboVendorId };
    const items = await deps.db
      .select()
      .from(lineItems)
      .where(eq(lineItems.invoiceId, invoice.id))
      .orderBy(asc(lineItems.position));
    const dimensions = await readDimensions(deps.db, payment.orgId);
    const [accounts, classes, customers, locations] = await Promise.all([
      books.query('Account', 'select * from Account maxresults 1000'),
      items.some((i) => lineClassName(i, dimensions))
        ? books.query('Class', 'select * from Class maxresults 1000')
        : Promise.resolve([]),
      items.some((i) => i.quickbooksCustomerJob)
        ? books.query('Customer', 'select * from Customer maxresults 1000')
        : Promise.resolve([]),
      items.some((i) => lineLocationName(i, dimensions))
        ? books.query('Department', 'select * from Department maxresults 1000')
        : Promise.resolve([]),
    ]);
    const fallback = accounts.find((a) => a.AccountType === 'Expense');
    const lines = (
      items.length
        ? items
        : [
            {
              description: `Invoice ${invoice.invoiceNumber ?? invoice.id}`,
              amountCents: invoice.amountCents,
              quickbooksAccount: null,
              quickbooksClass: null,
              quickbooksCustomerJob: null,
              quickbooksBillable: false,
              quickbooksDepartment: null,
              codingDimensions: {},
            },
          ]
    ).map((item) => {
      const account = item.quickbooksAccount
        ? findAccount(accounts, item.quickbooksAccount)
        : fallback;
      if (!account)
        throw new QuickbooksRefusal(
          item.quickbooksAccount
            ? `QuickBooks has no account '${item.quickbooksAccount}'`
            : 'QuickBooks has no expense account to book the line on',
        );
      const className = lineClassName(item, dimensions);
      const klass = className ? findNamed(classes, className) : undefined;
      if (className && !klass)
        throw new QuickbooksRefusal(`QuickBooks has no class '${className}'`);
      const customer = item.quickbooksCustomerJob
        ? customers.find(
            (c) =>
              same(c.DisplayName, item.quickbooksCustomerJob ?? '') ||
              same(c.FullyQualifiedName, item.quickbooksCustomerJob ?? ''),
          )
        : undefined;
      if (item.quickbooksCustomerJob && !customer)
        throw new QuickbooksRefusal(
          `QuickBooks has no customer/job '${item.quickbooksCustomerJob}'`,
        );
      return {
        Amount: centsToAmount(item.amountCents),
        DetailType: 'AccountBasedExpenseLineDetail',
        Description: bookedDescription(item, dimensions),
        AccountBasedExpenseLineDetail: {
          AccountRef: { value: account.Id },
          ...(klass ? { ClassRef: { value: klass.Id } } : {}),
          ...(customer ? { CustomerRef: { value: customer.Id } } : {}),
          BillableStatus: item.quickbooksBillable && customer ? 'Billable' : 'NotBillable',
        },
      };
    });
    // A matched purchase order: the bill's lines link it (marking POs closed, if unprotected).
    const poLink = await purchaseOrderLinkFor(deps.db, books, invoice, vendor, items);
    const linked = poLink && 'lineIds' in poLink ? poLink : null;
    const location = billLocation(items, dimensions, locations);
    const bill = await books.create(
      'Bill',
      {
        VendorRef: { value: qboVendorId },
        Line: linked ? withPurchaseOrderLinks(lines, linked) : lines,
        ...(location ? { DepartmentRef: location } : {}),
        ...(linked ? { LinkedTxn: [{ TxnId: linked.po.Id, TxnType: 'PurchaseOrder' }] } : {}),
        ...(invoice.invoiceNumber ? { DocNumber: invoice.invoiceNumber.slice(0, 21) } : {}),
        ...(invoice.issueDate ? { TxnDate: invoice.issueDate } : {}),
        ...(invoice.dueDate ? { DueDate: invoice.dueDate } : {}),
        PrivateNote: `AP automation invoice ${invoice.id}`,
      },
      `bill-${payment.id}`,
    );
    const poEvents = await purchaseOrderEvents(deps.db, books, payment.orgId, poLink, bill.Id);
    await deps.db.transaction(async (tx) => {
      await tx.update(invoices).set({ qboBillId: bill.Id }).where(eq(invoices.id, invoice.id));
      await recordPaymentUpdate(tx, payment, {
        action: 'payment.bill_booked',
        summary: `Bill ${bill.Id} booked in QuickBooks`,
        events: [
          workflowEvent(
            'QuickBooks Bill',
            'completed',
            `Bill ${bill.Id} for ${invoice.invoiceNumber ?? invoice.id} booked in QuickBooks with ${lines.length} coded line(s)`,
          ),
          ...poEvents,
        ],
      });
    });
    return { books, payment, billId: bill.Id, vendorId: qboVendorId };
  } catch (err) {
    if (err instanceof QuickbooksRefusal) {
      await recordRefusal(deps, payment, err.message);
      return undefined;
    }
    throw err;
  }
};

/** Job: book the vendor and the bill of a queued payment's invoice (QuickBooks connected). */
export const bookBill = async (deps: PaymentDeps, paymentId: string): Promise<void> => {
  await ensureBill(deps, paymentId);
};

/** Job: once the payment completed, the BillPayment against its bill (booked first if needed). */
export const bookBillPayment = async (deps: PaymentDeps, paymentId: string): Promise<void> => {
  const booking = await ensureBill(deps, paymentId);
  if (!booking) return;
  const { books, billId, vendorId } = booking;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== 'completed' || payment.qboBillPaymentId) return;
  try {
    const [bank] = await books.query('Account', "select * from Account where AccountType = 'Bank'");
    if (!bank)
      throw new QuickbooksRefusal('QuickBooks has no bank account to record the payment from');
    const amount = centsToAmount(payment.amountCents);
    const billPayment = await books.create(
      'BillPayment',
      {
        VendorRef: { value: vendorId },
        PayType: 'Check',
        CheckPayment: { BankAccountRef: { value: bank.Id } },
        TotalAmt: amount,
        ...(payment.paymentDate ? { TxnDate: payment.paymentDate } : {}),
        PrivateNote: `ACH transfer ${payment.transferId ?? ''} (Moov)`.trim(),
        Line: [{ Amount: amount, LinkedTxn: [{ TxnId: billId, TxnType: 'Bill' }] }],
      },
      `billpayment-${payment.id}`,
    );
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({ qboBillPaymentId: billPayment.Id })
        .where(eq(payments.id, payment.id))
        .returning();
      if (!row) return;
      await recordPaymentUpdate(tx, row, {
        action: 'payment.bill_payment_booked',
        summary: `Bill payment ${billPayment.Id} booked in QuickBooks`,
        events: [
          workflowEvent(
            'QuickBooks Bill Payment',
            'completed',
            `Bill payment ${billPayment.Id} of bill ${billId} booked in QuickBooks`,
          ),
        ],
      });
    });
  } catch (err) {
    if (err instanceof QuickbooksRefusal) return recordRefusal(deps, payment, err.message);
    throw err;
  }
};
