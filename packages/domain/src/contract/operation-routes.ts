import type { HttpMethod } from './operations';

/** Where an operation goes, without its schemas. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  auth: boolean;
}

/**
 * Method, path and auth of every operation of `apiOperations` and `apiExtensionOperations`,
 * with no zod schema: what a browser bundle needs to call the API without shipping the
 * validators (about 30 KB gzip). operation-routes.test.ts keeps it equal to both tables.
 */
export const apiRoutes = {
  getPublicConfig: { method: 'get', path: '/api/config/public', auth: false },
  listThreads: { method: 'get', path: '/api/threads', auth: true },
  postThreadInput: { method: 'post', path: '/api/threads/input', auth: true },
  listTasks: { method: 'get', path: '/api/tasks', auth: true },
  getTask: { method: 'get', path: '/api/tasks/{id}', auth: true },
  approveTask: { method: 'post', path: '/api/tasks/{id}/approve', auth: true },
  cancelTask: { method: 'post', path: '/api/tasks/{id}/cancel', auth: true },
  updateTaskParameters: { method: 'put', path: '/api/tasks/{id}/parameters', auth: true },
  listInvoices: { method: 'get', path: '/api/invoices/', auth: true },
  getInvoice: { method: 'get', path: '/api/invoices/{id}', auth: true },
  saveInvoice: { method: 'patch', path: '/api/invoices/{id}', auth: true },
  payInvoice: { method: 'post', path: '/api/invoices/{id}/pay', auth: true },
  listInvoiceWorkflowRuns: { method: 'get', path: '/api/workflow-runs/invoice/{id}', auth: true },
  getVendor: { method: 'get', path: '/api/vendors/{id}', auth: true },
  adminListInvoices: { method: 'get', path: '/api/admin/invoices', auth: true },
  adminDeleteInvoice: { method: 'delete', path: '/api/admin/invoices/{id}', auth: true },
  adminListVendors: { method: 'get', path: '/api/admin/vendors', auth: true },
  adminDeleteVendor: { method: 'delete', path: '/api/admin/vendors/{id}', auth: true },
  getMoovStatus: { method: 'get', path: '/api/moov/status', auth: true },
  createMoovOnboardingToken: { method: 'post', path: '/api/moov/onboarding-token', auth: true },
  saveMoovAccount: { method: 'post', path: '/api/moov/save-account', auth: true },
  updateMoovToken: { method: 'post', path: '/api/moov/update-token', auth: true },
  getGmailAccount: { method: 'get', path: '/api/gmail/oauth/account', auth: true },
  unlinkGmailAccount: { method: 'delete', path: '/api/gmail/oauth/account', auth: true },
  authorizeGmail: { method: 'post', path: '/api/gmail/oauth/authorize', auth: true },
  getQuickbooksAccount: { method: 'get', path: '/api/quickbooks/oauth/account', auth: true },
  unlinkQuickbooksAccount: { method: 'delete', path: '/api/quickbooks/oauth/account', auth: true },
  authorizeQuickbooks: { method: 'post', path: '/api/quickbooks/oauth/authorize', auth: true },
  getOrganizationSettings: { method: 'get', path: '/api/organization/settings/', auth: true },
  setReadOnlyMode: { method: 'put', path: '/api/organization/settings/read-only-mode', auth: true },
  setPaymentProtection: {
    method: 'put',
    path: '/api/organization/settings/payment-protection',
    auth: true,
  },
  setDualControl: { method: 'put', path: '/api/organization/settings/dual-control', auth: true },
  revealVendorBankDetails: {
    method: 'post',
    path: '/api/vendors/{id}/bank-details/reveal',
    auth: true,
  },
  listAuditLog: { method: 'get', path: '/api/admin/audit-log', auth: true },
  downloadInvoiceOriginal: { method: 'get', path: '/api/invoices/{id}/original', auth: true },
  approveInvoice: { method: 'post', path: '/api/invoices/{id}/approvals/approve', auth: true },
  listIntakeMessages: { method: 'get', path: '/api/mail-intake/messages', auth: true },
  getOrganizationConfigurations: {
    method: 'get',
    path: '/api/organization/configurations',
    auth: true,
  },
  setMandatoryChecks: {
    method: 'put',
    path: '/api/organization/configurations/mandatory-checks',
    auth: true,
  },
  setProtectedActions: {
    method: 'put',
    path: '/api/organization/configurations/protected-actions',
    auth: true,
  },
  setVendorSubset: {
    method: 'put',
    path: '/api/organization/configurations/vendor-subset',
    auth: true,
  },
  listInvoicePage: { method: 'get', path: '/api/invoices/page', auth: true },
  listInvoiceChanges: { method: 'get', path: '/api/invoices/changes', auth: true },
  getDashboardSummary: { method: 'get', path: '/api/dashboard/summary', auth: true },
  getApprovalChains: {
    method: 'get',
    path: '/api/organization/configurations/approval-chains',
    auth: true,
  },
  setApprovalChains: {
    method: 'put',
    path: '/api/organization/configurations/approval-chains',
    auth: true,
  },
  getCompanyDetails: {
    method: 'get',
    path: '/api/organization/configurations/company-details',
    auth: true,
  },
  setCompanyDetails: {
    method: 'put',
    path: '/api/organization/configurations/company-details',
    auth: true,
  },
  getMappingRules: { method: 'get', path: '/api/coding/mapping-rules', auth: true },
  setMappingRules: { method: 'put', path: '/api/coding/mapping-rules', auth: true },
  addCodingDimension: { method: 'post', path: '/api/coding/dimensions', auth: true },
  getAccountingChart: { method: 'get', path: '/api/coding/chart', auth: true },
  refreshAccountingChart: { method: 'post', path: '/api/coding/chart/refresh', auth: true },
  listOrgMembers: { method: 'get', path: '/api/organization/members', auth: true },
  inviteOrgMember: { method: 'post', path: '/api/organization/members/invites', auth: true },
  revokeOrgInvite: {
    method: 'post',
    path: '/api/organization/members/invites/revoke',
    auth: true,
  },
  changeOrgMemberRole: {
    method: 'put',
    path: '/api/organization/members/{id}/role',
    auth: true,
  },
  removeOrgMember: { method: 'delete', path: '/api/organization/members/{id}', auth: true },
  listAuditLogActors: { method: 'get', path: '/api/admin/audit-log/actors', auth: true },
  requestVendorW9: { method: 'post', path: '/api/invoices/{id}/w9-request', auth: true },
  draftRequisitionerEmail: {
    method: 'post',
    path: '/api/invoices/{id}/requisitioner-email',
    auth: true,
  },
  downloadVendorW9: { method: 'get', path: '/api/vendors/{id}/w9', auth: true },
  get1099Report: { method: 'get', path: '/api/reports/1099', auth: true },
  export1099ReportCsv: { method: 'get', path: '/api/reports/1099/csv', auth: true },
  listSkippedDocuments: { method: 'get', path: '/api/skipped-documents', auth: true },
  downloadSkippedDocumentOriginal: {
    method: 'get',
    path: '/api/skipped-documents/{id}/original',
    auth: true,
  },
  readSkippedDocumentAsInvoice: {
    method: 'post',
    path: '/api/skipped-documents/{id}/read-as-invoice',
    auth: true,
  },
  renameVendor: { method: 'put', path: '/api/vendors/{id}/name', auth: true },
  moveInvoiceToVendor: { method: 'put', path: '/api/invoices/{id}/vendor', auth: true },
  mergeVendors: { method: 'post', path: '/api/vendors/{id}/merge', auth: true },
  listVendorReadingRules: { method: 'get', path: '/api/vendors/{id}/reading-rules', auth: true },
  forgetVendorReadingRule: { method: 'delete', path: '/api/vendor-reading-rules/{id}', auth: true },
  listPurchaseOrders: { method: 'get', path: '/api/purchase-orders', auth: true },
  syncPurchaseOrders: { method: 'post', path: '/api/purchase-orders/sync', auth: true },
  getCheckThresholds: {
    method: 'get',
    path: '/api/organization/settings/check-thresholds',
    auth: true,
  },
  setCheckThresholds: {
    method: 'put',
    path: '/api/organization/settings/check-thresholds',
    auth: true,
  },
  setProcurementApproval: {
    method: 'put',
    path: '/api/vendors/{id}/procurement-approval',
    auth: true,
  },
  overrideCheckWithReason: {
    method: 'post',
    path: '/api/invoices/{id}/checks/override',
    auth: true,
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;
