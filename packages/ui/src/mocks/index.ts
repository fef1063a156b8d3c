// Shared story and test fixtures (`@ap/ui/mocks`): typed factories per entity, reused by the
// web app's tests. Each line names what it exports.
export {
  createApprovalChains,
  createApprovalPeople,
  createApprovalVendorOptions,
} from './fixtures/approval-chains';
export { createCheck, createChecksWithFailures, createPassingChecks } from './fixtures/checks';
export { createAccountingChart, createMappingRules } from './fixtures/coding';
export { createCompanyDetails } from './fixtures/company-details';
export {
  createEInvoiceDocument,
  createFieldSources,
  createHtmlDocument,
  createImageDocument,
  createPdfDocument,
} from './fixtures/documents';
export {
  createAccountingStatus,
  createDisconnectedAccountingStatus,
  createDisconnectedPaymentAccountStatus,
  createMailboxStatus,
  createOrganizationSettings,
  createPaymentAccountStatus,
} from './fixtures/integrations';
export {
  createHeldInvoice,
  createInvoice,
  createInvoiceList,
  createLineItem,
  createManyInvoices,
  createPaymentHold,
  invoiceByDisplayStatus,
} from './fixtures/invoices';
export {
  createAuditEntries,
  createAuditEntry,
  createOrgMember,
  createOrgMembers,
  createPendingInvite,
} from './fixtures/members';
export {
  createLimitedVendorSubsetSettings,
  createMandatoryChecksConfig,
  createProtectedActionsConfig,
  createVendorSubsetSettings,
} from './fixtures/settings';
export { createSkippedDocument, createSkippedDocuments } from './fixtures/skipped-documents';
export {
  createBankChangeTask,
  createPayInvoicePreviewTask,
  createPayInvoiceTask,
  createSendEmailTask,
  createTaskList,
  createUpdateVendorTask,
  createVendorPhoneChangeTask,
} from './fixtures/tasks';
export { createReport1099, createVendorTaxProfile } from './fixtures/tax-forms';
export { createThread, createThreadList } from './fixtures/threads';
export { createUser } from './fixtures/users';
export { createOnboardingVendor, createVendor } from './fixtures/vendors';
export {
  createFailedWorkflowRun,
  createWorkflowEvent,
  createWorkflowRun,
} from './fixtures/workflow-runs';
export { type AdminHandlerData, adminErrorHandlers, adminHandlers } from './handlers/admin';
export {
  type DashboardHandlerData,
  dashboardErrorHandlers,
  dashboardHandlers,
  dashboardLoadingHandlers,
} from './handlers/dashboard';
export {
  type IntegrationHandlerData,
  integrationErrorHandlers,
  integrationHandlers,
  integrationLoadingHandlers,
} from './handlers/integrations';
export {
  type InvoiceHandlerData,
  invoiceErrorHandlers,
  invoiceHandlers,
  invoiceListLoadingHandlers,
} from './handlers/invoices';
