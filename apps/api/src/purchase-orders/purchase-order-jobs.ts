import { eq } from 'drizzle-orm';
import type { ApiConfig } from '../config/env';
import type { Database } from '../db/database';
import { integrationConnections } from '../db/schema';
import type { JobDefinition } from '../jobs/job-queue';
import { logger } from '../observability/logger';
import { syncPurchaseOrders } from './sync-purchase-orders';

export const PURCHASE_ORDER_SYNC_JOB = 'purchase-orders.sync';
/** Hourly: POs are made in QuickBooks ahead of the invoices that bill them. */
export const PURCHASE_ORDER_SYNC_CRON = '17 * * * *';

type Deps = { db: Database; config: Pick<ApiConfig, 'quickbooks'> };

/** Reads the purchase orders of every organisation connected to QuickBooks (one failing skips). */
export const syncAllPurchaseOrders = async (deps: Deps): Promise<void> => {
  const connected = await deps.db
    .select({ orgId: integrationConnections.orgId })
    .from(integrationConnections)
    .where(eq(integrationConnections.service, 'quickbooks'));
  for (const { orgId } of connected)
    await syncPurchaseOrders(deps, orgId).catch((err: unknown) =>
      logger.warn({ err, orgId }, 'purchase orders: QuickBooks could not be read'),
    );
};

export const purchaseOrderJobs = (deps: Deps): JobDefinition[] => [
  {
    name: PURCHASE_ORDER_SYNC_JOB,
    handle: () => syncAllPurchaseOrders(deps),
    schedule: PURCHASE_ORDER_SYNC_CRON,
    retryLimit: 0,
    idlePollSeconds: 30,
  },
];
