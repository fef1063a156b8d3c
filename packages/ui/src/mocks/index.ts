// Shared story and test fixtures (`@ap/ui/mocks`): typed factories per entity, reused by the
// web app's tests. Each line names what it exports.
export { createCheck, createChecksWithFailures, createPassingChecks } from './fixtures/checks';
export {
  createInvoice,
  createInvoiceList,
  createLineItem,
  createManyInvoices,
  invoiceByDisplayStatus,
} from './fixtures/invoices';
export {
  createPayInvoiceTask,
  createSendEmailTask,
  createTaskList,
  createUpdateVendorTask,
} from './fixtures/tasks';
export { createThread, createThreadList } from './fixtures/threads';
export { createUser } from './fixtures/users';
export { createOnboardingVendor, createVendor } from './fixtures/vendors';
export {
  createFailedWorkflowRun,
  createWorkflowEvent,
  createWorkflowRun,
} from './fixtures/workflow-runs';
