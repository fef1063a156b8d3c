import type { Check } from '@ap/domain/contract';
import { KNOWN_CHECK_NAMES } from '@ap/domain/contract';
import type { Database } from '../src/db/database';
import { invoices, lineItems, organizations, vendors } from '../src/db/schema';

export const BENCH_ORG_ID = 'org_bench';

const checks: Check[] = KNOWN_CHECK_NAMES.map((name, i) => ({
  name,
  status: i === 3 ? 'failed' : 'success',
  overridden: false,
  overridden_by: null,
}));

/**
 * 50 vendors and `count` invoices of two line items each, inserted in batches, in one org
 * (created as 'Bench Org' unless it exists, e.g. the seeded demo org the web app signs into).
 */
export const insertBenchData = async (
  db: Database,
  count: number,
  orgId: string = BENCH_ORG_ID,
): Promise<void> => {
  await db.insert(organizations).values({ id: orgId, name: 'Bench Org' }).onConflictDoNothing();
  const vendorRows = Array.from({ length: 50 }, (_, i) => ({
    id: `ven_bench_${i}`,
    orgId,
    name: `Vendor ${i}`,
    contactEmail: `billing${i}@vendor.test`,
    address: `${i} Main St`,
  }));
  await db.insert(vendors).values(vendorRows);
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const ids = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i);
    await db.insert(invoices).values(
      ids.map((n) => ({
        id: `inv_bench_${n}`,
        orgId,
        vendorId: `ven_bench_${n % 50}`,
        invoiceNumber: `B-${n}`,
        amountCents: 10_000 + n,
        status: ['draft', 'sent', 'overdue', 'paid'][n % 4] ?? 'draft',
        issueDate: '2026-11-01',
        dueDate: '2026-12-01',
        paymentTerms: 'Net 30',
        approvals: [{ role: 'Manager', approver: 'Dana', approved: n % 2 === 0 }],
        checks,
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      })),
    );
    await db.insert(lineItems).values(
      ids.flatMap((n) =>
        [0, 1].map((p) => ({
          id: `li_bench_${n}_${p}`,
          orgId,
          invoiceId: `inv_bench_${n}`,
          position: p,
          description: p === 0 ? 'Consulting hours' : 'Expenses',
          quantity: 2,
          rateCents: 2_500 + n,
          amountCents: 5_000 + 2 * n,
        })),
      ),
    );
  }
};
