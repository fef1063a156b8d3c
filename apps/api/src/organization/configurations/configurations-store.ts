import {
  compactProtectedActions,
  parseProtectedActionsConfig,
  withPaymentProtection,
} from '@ap/domain';
import type { OrganizationConfigurations } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { type ConfigurationKind, organizationConfigurations } from '../../db/schema';

type StoredValues = Partial<Record<ConfigurationKind, unknown>>;

const readStored = async (db: Executor, orgId: string): Promise<StoredValues> => {
  const rows = await db
    .select({ kind: organizationConfigurations.kind, value: organizationConfigurations.value })
    .from(organizationConfigurations)
    .where(eq(organizationConfigurations.orgId, orgId));
  return Object.fromEntries(rows.map((row) => [row.kind, row.value]));
};

/**
 * The organisation's saved configurations. 'Executing a Payment' always reads as the payment
 * protection the server enforces (it can also change through PUT .../payment-protection).
 */
export const readConfigurations = async (
  db: Executor,
  org: { id: string; paymentExecutionProtected: boolean },
): Promise<OrganizationConfigurations> => {
  const stored = await readStored(db, org.id);
  const protectedActions =
    stored.protected_actions === undefined && org.paymentExecutionProtected
      ? null // nothing saved and the payment protection at its default
      : compactProtectedActions(
          withPaymentProtection(
            parseProtectedActionsConfig(stored.protected_actions ?? null),
            org.paymentExecutionProtected,
          ),
        );
  return {
    mandatory_checks: (stored.mandatory_checks ??
      null) as OrganizationConfigurations['mandatory_checks'],
    protected_actions: protectedActions,
    vendor_subset: (stored.vendor_subset ?? null) as OrganizationConfigurations['vendor_subset'],
  };
};

/** The stored value of one kind, or undefined (for the audit row's `before`). */
export const readStoredValue = async (
  db: Executor,
  orgId: string,
  kind: ConfigurationKind,
): Promise<unknown> => {
  const [row] = await db
    .select({ value: organizationConfigurations.value })
    .from(organizationConfigurations)
    .where(
      and(eq(organizationConfigurations.orgId, orgId), eq(organizationConfigurations.kind, kind)),
    );
  return row?.value;
};

export const writeConfiguration = async (
  db: Executor,
  orgId: string,
  userId: string,
  kind: ConfigurationKind,
  value: unknown,
): Promise<void> => {
  const now = new Date();
  await db
    .insert(organizationConfigurations)
    .values({ orgId, kind, value, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [organizationConfigurations.orgId, organizationConfigurations.kind],
      set: { value, updatedBy: userId, updatedAt: now },
    });
};
