import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../audit/record-mutation';
import type { Caller } from '../auth/caller';
import { auditLog, invoices } from '../db/schema';
import { forbidden } from '../http/api-error';
import { readOrganization } from '../organization/ensure-organization';
import type { TaskRow } from './task-view';

/** Who last changed `field` of an entity, from the audit log's before/after rows. */
const lastChangedBy = async (
  db: Executor,
  orgId: string,
  entityType: string,
  entityId: string,
  field: string,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ userId: auditLog.actorUserId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.orgId, orgId),
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, entityId),
        isNotNull(auditLog.before),
        isNotNull(auditLog.after),
        sql`(${auditLog.before}->>${field}) is distinct from (${auditLog.after}->>${field})`,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.userId;
};

/**
 * With dual control on, the user who asked for the payment, last changed the invoice amount
 * or last changed the vendor's bank details cannot approve it (403; the task stays pending).
 */
export const assertDualControl = async (
  db: Executor,
  caller: Caller,
  task: TaskRow,
): Promise<void> => {
  const org = await readOrganization(db, caller.orgId);
  if (!org.dualControl) return;
  const reasons: string[] = [];
  if (task.requestedByUserId === caller.userId) reasons.push('you asked for this payment');
  if (task.invoiceId) {
    const [invoice] = await db
      .select({ vendorId: invoices.vendorId })
      .from(invoices)
      .where(and(eq(invoices.orgId, caller.orgId), eq(invoices.id, task.invoiceId)));
    const amountBy = await lastChangedBy(
      db,
      caller.orgId,
      'invoice',
      task.invoiceId,
      'amountCents',
    );
    if (amountBy === caller.userId) reasons.push('you last changed the invoice amount');
    const vendorId = invoice?.vendorId;
    if (vendorId) {
      const bankBy = await lastChangedBy(
        db,
        caller.orgId,
        'vendor',
        vendorId,
        'bankDetailsFingerprint',
      );
      if (bankBy === caller.userId) reasons.push("you last changed the vendor's bank details");
    }
  }
  if (reasons.length > 0) {
    throw forbidden(
      `Dual control: ${reasons.join(' and ')}, so another Admin must approve this payment`,
    );
  }
};
