import { type ApprovalChains, RECOMMENDED_APPROVAL_CHAINS } from '@ap/domain';
import { ApprovalChainsSchema, type ApprovalChainsSettings } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { organizationConfigurations } from '../../db/schema';

const KIND = 'approval_chains';

/**
 * The organisation's approval chains as stored, with when they were saved; the recommended
 * chains (the built-in routing) when none are saved. A stored value that no longer passes
 * the contract (written by hand, or by an older version with other rules) counts as unsaved
 * rather than routing invoices by rules nobody can see in the drawer.
 */
export const readApprovalChainsSettings = async (
  db: Executor,
  orgId: string,
): Promise<ApprovalChainsSettings> => {
  const [row] = await db
    .select({
      value: organizationConfigurations.value,
      updatedAt: organizationConfigurations.updatedAt,
    })
    .from(organizationConfigurations)
    .where(
      and(eq(organizationConfigurations.orgId, orgId), eq(organizationConfigurations.kind, KIND)),
    );
  const parsed = row ? ApprovalChainsSchema.safeParse(row.value) : undefined;
  if (!row || !parsed?.success)
    return { approval_chains: RECOMMENDED_APPROVAL_CHAINS, saved: false, updated_at: null };
  return { approval_chains: parsed.data, saved: true, updated_at: row.updatedAt.toISOString() };
};

/** The chains that route the organisation's invoices now. */
export const readApprovalChains = async (db: Executor, orgId: string): Promise<ApprovalChains> =>
  (await readApprovalChainsSettings(db, orgId)).approval_chains;
