import { eq } from 'drizzle-orm';
import { recordMutation } from '../audit/record-mutation';
import { recomputeInvoices } from '../checks/recompute-checks';
import type { Database } from '../db/database';
import {
  invoices,
  lineItems,
  organizations,
  payments,
  skippedDocuments,
  tasks,
  threads,
  vendorReadingRules,
  vendors,
  workflowRuns,
} from '../db/schema';
import { DEMO_ORG_ID, DEMO_ORG_NAME } from './demo-ids';
import { demoInvoices, demoLineItems, demoThreads } from './demo-invoices';
import { demoReadingRules } from './demo-reading-rules';
import { demoSkippedDocuments } from './demo-skipped-documents';
import { demoPayments, demoTasks } from './demo-tasks';
import { demoVendors } from './demo-vendors';
import { demoWorkflowRuns } from './demo-workflow-runs';

/** Creates the demo organisation and its data in one transaction; false if it already exists. */
export const seedDemo = async (db: Database): Promise<boolean> => {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, DEMO_ORG_ID));
  if (existing) return false;
  await db.transaction(async (tx) => {
    await tx.insert(organizations).values({ id: DEMO_ORG_ID, name: DEMO_ORG_NAME });
    await tx.insert(vendors).values(demoVendors);
    await tx.insert(threads).values(demoThreads);
    await tx.insert(invoices).values(demoInvoices);
    await tx.insert(lineItems).values(demoLineItems);
    await tx.insert(workflowRuns).values(demoWorkflowRuns);
    await tx.insert(tasks).values(demoTasks);
    await tx.insert(payments).values(demoPayments);
    await tx.insert(skippedDocuments).values(demoSkippedDocuments);
    await tx.insert(vendorReadingRules).values(demoReadingRules);
    // The checks each invoice declares are its story; computing them keeps that story true to
    // the data and gives every check its reason (the declared override is kept).
    const checked = demoInvoices.filter((invoice) => invoice.checks?.length);
    await recomputeInvoices(
      tx,
      DEMO_ORG_ID,
      checked.map((invoice) => invoice.id),
    );
    const actor = { orgId: DEMO_ORG_ID, userId: 'system', email: null };
    await recordMutation(tx, actor, {
      action: 'seed.demo',
      entityType: 'organization',
      entityId: DEMO_ORG_ID,
    });
  });
  return true;
};

/** At start-up: seed only a database that has no organisation at all. */
export const seedDemoIfEmpty = async (db: Database): Promise<boolean> => {
  const [any] = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return any ? false : seedDemo(db);
};
