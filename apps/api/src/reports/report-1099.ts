import {
  centsToAmount,
  form1099NecThresholdCents,
  maskTin,
  TAX_CLASSIFICATIONS,
  type TaxClassification,
} from '@ap/domain';
import type { Report1099 } from '@ap/domain/contract';
import { and, asc, between, count, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import { payments, vendors } from '../db/schema';

const classification = (value: string | null): TaxClassification | null =>
  (TAX_CLASSIFICATIONS as readonly string[]).includes(value ?? '')
    ? (value as TaxClassification)
    : null;

const tinType = (value: string | null): 'SSN' | 'EIN' | null =>
  value === 'SSN' || value === 'EIN' ? value : null;

/**
 * Form 1099-NEC for a calendar year: every 1099-eligible vendor (from its W-9) with the USD
 * payments through the product completed and dated in the year (the day the money was sent),
 * summed by the database in integer cents. Each row says whether it reaches the year's
 * filing threshold; the TIN stays masked.
 */
export const build1099Report = async (
  db: Executor,
  orgId: string,
  year: number,
): Promise<Report1099> => {
  const paidOn = sql`coalesce(${payments.paymentDate}, (${payments.completedAt} at time zone 'UTC')::date)`;
  const rows = await db
    .select({
      vendor: {
        id: vendors.id,
        name: vendors.name,
        legalName: vendors.w9LegalName,
        businessName: vendors.w9BusinessName,
        taxClassification: vendors.taxClassification,
        tinLast4: vendors.tinLast4,
        tinType: vendors.tinType,
        address: vendors.w9Address,
        legalAddress: vendors.legalAddress,
      },
      cents: sum(payments.amountCents).mapWith(Number),
      payments: count(payments.id),
    })
    .from(payments)
    .innerJoin(vendors, and(eq(vendors.orgId, payments.orgId), eq(vendors.id, payments.vendorId)))
    .where(
      and(
        eq(payments.orgId, orgId),
        eq(payments.status, 'completed'),
        eq(payments.currency, 'USD'),
        eq(vendors.is1099Eligible, true),
        between(paidOn, `${year}-01-01`, `${year}-12-31`),
      ),
    )
    .groupBy(
      vendors.id,
      vendors.name,
      vendors.w9LegalName,
      vendors.w9BusinessName,
      vendors.taxClassification,
      vendors.tinLast4,
      vendors.tinType,
      vendors.w9Address,
      vendors.legalAddress,
    )
    .orderBy(asc(vendors.name), asc(vendors.id));
  const threshold = form1099NecThresholdCents(year);
  let totalCents = 0;
  const reportRows = rows.map((row) => {
    totalCents += row.cents;
    return {
      vendor_id: row.vendor.id,
      vendor_name: row.vendor.name,
      legal_name: row.vendor.legalName,
      business_name: row.vendor.businessName,
      tax_classification: classification(row.vendor.taxClassification),
      tin: maskTin(row.vendor.tinLast4),
      tin_type: tinType(row.vendor.tinType),
      address: row.vendor.address ?? row.vendor.legalAddress,
      amount_paid: centsToAmount(row.cents),
      payment_count: row.payments,
      meets_threshold: row.cents >= threshold,
    };
  });
  return {
    year,
    currency: 'USD',
    threshold: centsToAmount(threshold),
    rows: reportRows,
    total_paid: centsToAmount(totalCents),
  };
};
