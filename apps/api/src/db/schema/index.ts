export { auditLog } from './audit-log';
export type { ChartKind } from './coding';
export {
  accountingChart,
  accountingChartRefreshes,
  codingDimensions,
  codingRules,
} from './coding';
export type { IntegrationService } from './integrations';
export { integrationConnections, oauthStates } from './integrations';
export { invoiceTombstones } from './invoice-tombstones';
export { invoices } from './invoices';
export type { StoredCodingSource } from './line-items';
export { lineItems } from './line-items';
export type { IntakeOutcome } from './mail-intake';
export {
  intakeDedupeKeys,
  intakeMessages,
  invoiceDocuments,
  mailboxSync,
  mailThreads,
} from './mail-intake';
export { moovOnboardingGrants } from './moov-onboarding-grants';
export { moovWebhookEvents } from './moov-webhook-events';
export type { ConfigurationKind } from './organization-configurations';
export { organizationConfigurations } from './organization-configurations';
export { organizations } from './organizations';
export { payments } from './payments';
export {
  checkThresholds,
  purchaseOrders,
  vendorBankChanges,
  vendorProcurementApprovals,
} from './purchase-orders-and-fraud';
export { skippedDocuments } from './skipped-documents';
export { tasks } from './tasks';
export { threadMessages, threads } from './threads';
export { vendorDocuments } from './vendor-documents';
export type { ReadField, ReadFields, VendorAliasKind } from './vendor-learning';
export {
  invoiceReadings,
  vendorAliases,
  vendorCorrections,
  vendorReadingRules,
} from './vendor-learning';
export { vendors } from './vendors';
export { workflowRuns } from './workflow-runs';
