import type { Check } from '@ap/domain/contract';
import { KNOWN_CHECK_NAMES } from '@ap/domain/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { organizations, vendors } from '../src/db/schema';

export const BENCH_ORG_ID = 'org_bench';

const VENDORS = 200;
/** Rows generated per INSERT … SELECT (one statement, one round trip). */
const CHUNK = 10_000;

const checksWith = (failing: boolean, overridden: boolean): Check[] =>
  KNOWN_CHECK_NAMES.map((name, i) => ({
    name,
    status: failing && i === 3 ? 'failed' : 'success',
    overridden: overridden && i === 3,
    overridden_by: overridden && i === 3 ? 'Dana Lopez' : null,
  }));

// One invoice in five of each: Ready to Pay twice, Not Ready, Ready with an override, and
// Processing (no checks yet); a quarter of each status paid, so every display status shows.
const CHECK_VARIANTS = [
  checksWith(false, false),
  checksWith(false, false),
  checksWith(true, false),
  checksWith(true, true),
  [],
];

/**
 * `count` invoices with one line item each and 200 vendors in one org (created as 'Bench Org'
 * unless it exists, e.g. the demo org the web app signs into), generated inside the database
 * (INSERT … SELECT generate_series, 10,000 rows a statement): 100,000 take seconds on PGlite or
 * PostgreSQL. Deterministic: invoice n is `inv_bench_<n>`, number `B-<n>`, created n minutes
 * after 2026-01-01 (so the newest are the highest n); statuses draft/sent/overdue/paid in turn,
 * one in ten in EUR; amounts spread from $100 to $9,999. Running it again adds nothing twice.
 */
export const insertBenchData = async (
  db: Database,
  count: number,
  orgId: string = BENCH_ORG_ID,
): Promise<void> => {
  await db.insert(organizations).values({ id: orgId, name: 'Bench Org' }).onConflictDoNothing();
  await db
    .insert(vendors)
    .values(
      Array.from({ length: VENDORS }, (_, i) => ({
        id: `ven_bench_${i}`,
        orgId,
        name: `Vendor ${i}`,
        contactEmail: `billing${i}@vendor.test`,
        address: `${i} Main St`,
      })),
    )
    .onConflictDoNothing();
  const variants = JSON.stringify(CHECK_VARIANTS);
  for (let from = 0; from < count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK) - 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into invoices (id, org_id, vendor_id, invoice_number, amount_cents, currency,
          status, issue_date, due_date, payment_terms, approvals, checks, created_at, updated_at)
        select 'inv_bench_' || n, ${orgId}, 'ven_bench_' || (n % ${VENDORS}), 'B-' || n,
          10000 + (n * 7919) % 989900, case when n % 10 = 3 then 'EUR' else 'USD' end,
          (array['draft', 'sent', 'overdue', 'paid'])[n % 4 + 1],
          date '2026-11-01' - (n % 300)::int, date '2026-12-01' - (n % 300)::int, 'Net 30',
          jsonb_build_array(jsonb_build_object('role', 'Manager', 'approver', 'Dana', 'approved', n % 2 = 0)),
          (${variants}::jsonb) -> (n % 5)::int,
          timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute',
          timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
        from generate_series(${from}::bigint, ${to}::bigint) as n
        on conflict (id) do nothing`);
      await tx.execute(sql`
        insert into line_items (id, org_id, invoice_id, position, description, quantity,
          rate_cents, amount_cents)
        select 'li_bench_' || n, ${orgId}, 'inv_bench_' || n, 0, 'Consulting hours', 1,
          10000 + (n * 7919) % 989900, 10000 + (n * 7919) % 989900
        from generate_series(${from}::bigint, ${to}::bigint) as n
        on conflict (id) do nothing`);
    });
  }
};
