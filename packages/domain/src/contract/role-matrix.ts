import type { OrgRole } from '../auth/org-roles';
import type { ApiExtensionOperationName } from './extension-operations';
import type { ApiOperationName } from './operations';

/**
 * The least organisation role each API operation needs (Owner > Admin > Member, see
 * hasOrgRoleAtLeast); null = public. The server refuses a lower role with 403 and the web
 * app hides or disables what the role cannot do. Every operation must be listed here.
 *
 * Members read everything, edit invoices, write thread messages, edit e-mail drafts, cancel
 * tasks and ask for a payment (a Member's pay always drafts an approval task). Deletes,
 * integrations, organisation settings, task approval (which pays, sends mail or changes vendor
 * bank details), the bank-details reveal and the audit log need Admin.
 */
export const OPERATION_MINIMUM_ROLES = {
  getPublicConfig: null,
  listThreads: 'Member',
  postThreadInput: 'Member',
  listTasks: 'Member',
  getTask: 'Member',
  approveTask: 'Admin',
  cancelTask: 'Member',
  updateTaskParameters: 'Member',
  listInvoices: 'Member',
  getInvoice: 'Member',
  saveInvoice: 'Member',
  payInvoice: 'Member',
  listInvoiceWorkflowRuns: 'Member',
  getVendor: 'Member',
  adminListInvoices: 'Member',
  adminDeleteInvoice: 'Admin',
  adminListVendors: 'Member',
  adminDeleteVendor: 'Admin',
  getMoovStatus: 'Member',
  createMoovOnboardingToken: 'Admin',
  saveMoovAccount: 'Admin',
  updateMoovToken: 'Admin',
  getGmailAccount: 'Member',
  unlinkGmailAccount: 'Admin',
  authorizeGmail: 'Admin',
  getQuickbooksAccount: 'Member',
  unlinkQuickbooksAccount: 'Admin',
  authorizeQuickbooks: 'Admin',
  getOrganizationSettings: 'Member',
  setReadOnlyMode: 'Admin',
  setPaymentProtection: 'Admin',
  setDualControl: 'Admin',
  revealVendorBankDetails: 'Admin',
  listAuditLog: 'Admin',
  downloadInvoiceOriginal: 'Member',
  // Any member may be an invoice's approver; the step's e-mail decides who may approve it.
  approveInvoice: 'Member',
  listIntakeMessages: 'Member',
  getOrganizationConfigurations: 'Member',
  setMandatoryChecks: 'Admin',
  setProtectedActions: 'Admin',
  setVendorSubset: 'Admin',
  listInvoicePage: 'Member',
  listInvoiceChanges: 'Member',
  getDashboardSummary: 'Member',
  getApprovalChains: 'Member',
  setApprovalChains: 'Admin',
  getCompanyDetails: 'Member',
  setCompanyDetails: 'Admin',
  // Everyone reads the rules and the chart (the coding pickers need it); rules are an Admin's.
  getMappingRules: 'Member',
  setMappingRules: 'Admin',
  addCodingDimension: 'Admin',
  getAccountingChart: 'Member',
  refreshAccountingChart: 'Member',
  // Every member sees who is in the team (read-only); changing it needs Admin (member-rules).
  listOrgMembers: 'Member',
  inviteOrgMember: 'Admin',
  revokeOrgInvite: 'Admin',
  changeOrgMemberRole: 'Admin',
  removeOrgMember: 'Admin',
  listAuditLogActors: 'Admin',
  // Drafting an e-mail sends nothing: approving the send_email task needs Admin.
  requestVendorW9: 'Member',
  draftRequisitionerEmail: 'Member',
  // Tax identities of payees: the W-9 itself (full TIN) and the 1099 report are for Admins.
  downloadVendorW9: 'Admin',
  get1099Report: 'Admin',
  export1099ReportCsv: 'Admin',
  // Reading a skipped attachment as an invoice makes a draft, as editing invoices does.
  listSkippedDocuments: 'Member',
  downloadSkippedDocumentOriginal: 'Member',
  readSkippedDocumentAsInvoice: 'Member',
  // Correcting a vendor is editing invoices (Member); merging removes a vendor, like a delete.
  renameVendor: 'Member',
  moveInvoiceToVendor: 'Member',
  mergeVendors: 'Admin',
  listVendorReadingRules: 'Member',
  forgetVendorReadingRule: 'Member',
  // Purchase orders are read by everyone; the thresholds, procurement's approval and an
  // override with a reason (the fraud signals') are an Admin's.
  listPurchaseOrders: 'Member',
  syncPurchaseOrders: 'Member',
  getCheckThresholds: 'Member',
  setCheckThresholds: 'Admin',
  setProcurementApproval: 'Admin',
  overrideCheckWithReason: 'Admin',
} as const satisfies Record<ApiOperationName | ApiExtensionOperationName, OrgRole | null>;

/** The role a Member's payment request needs to queue without an approval task. */
export const PAY_WITHOUT_APPROVAL_MINIMUM_ROLE: OrgRole = 'Admin';
