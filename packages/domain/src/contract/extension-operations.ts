import { z } from 'zod';
import { ApprovalChainsSettingsSchema, ApprovalChainsUpdateSchema } from './approval-chains';
import { AuditLogActorsSchema, AuditLogPageSchema, AuditLogQuerySchema } from './audit-log';
import {
  AccountingChartSchema,
  AddCodingDimensionSchema,
  MappingRulesSchema,
  SetMappingRulesSchema,
} from './coding';
import { IdParamsSchema } from './common';
import { CompanyDetailsSettingsSchema, CompanyDetailsUpdateSchema } from './company-details';
import { IntakeMessageListSchema } from './intake-message';
import { InvoiceSchema } from './invoice';
import {
  DashboardSummarySchema,
  InvoiceChangesQuerySchema,
  InvoiceChangesSchema,
  InvoicePageQuerySchema,
  InvoicePageSchema,
} from './invoice-sync';
import type { ApiOperation } from './operations';
import {
  ChangeMemberRoleSchema,
  InviteMemberSchema,
  OrgMembersSchema,
  RevokeInviteSchema,
} from './org-members';
import {
  MandatoryChecksUpdateSchema,
  OrganizationConfigurationsSchema,
  ProtectedActionsUpdateSchema,
  VendorSubsetUpdateSchema,
} from './organization-configurations';
import {
  DualControlUpdateSchema,
  OrganizationSettingsSchema,
  PaymentProtectionUpdateSchema,
} from './organization-settings';
import {
  CheckOverrideWithReasonSchema,
  CheckThresholdsSchema,
  ProcurementApprovalSchema,
  ProcurementApprovalUpdateSchema,
  PurchaseOrderListSchema,
} from './purchase-orders';
import {
  ReadAsInvoiceResponseSchema,
  SkippedDocumentListQuerySchema,
  SkippedDocumentPageSchema,
} from './skipped-document';
import {
  DraftedEmailSchema,
  Report1099CsvSchema,
  Report1099QuerySchema,
  Report1099Schema,
} from './tax-forms';
import { VendorBankDetailsSchema, VendorSchema } from './vendor';
import {
  MergeVendorsSchema,
  MoveInvoiceToVendorSchema,
  RenameVendorSchema,
  VendorReadingRulesSchema,
} from './vendor-correction';

const op = <T extends ApiOperation>(operation: T): T => operation;

/** A file as it arrived; the answer's Content-Type and Content-Disposition name it. */
export const OriginalFileSchema = z.custom<Blob>(
  (value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value,
);

/**
 * Calls the server offers beyond SPEC §7, because its flows need them. Protected actions are
 * local-only in the spec, but the server must know whether paying needs an approval; the three
 * configurations of the settings page are also kept per organisation (the server copy wins).
 */
export const apiExtensionOperations = {
  setPaymentProtection: op({
    method: 'put',
    path: '/api/organization/settings/payment-protection',
    summary: "Whether 'executing a payment' is protected (pay drafts an approval task)",
    auth: true,
    body: PaymentProtectionUpdateSchema,
    response: OrganizationSettingsSchema,
  }),
  setDualControl: op({
    method: 'put',
    path: '/api/organization/settings/dual-control',
    summary:
      'Dual control: who asked for a payment (or changed its amount or bank details) cannot approve it',
    auth: true,
    body: DualControlUpdateSchema,
    response: OrganizationSettingsSchema,
  }),
  revealVendorBankDetails: op({
    method: 'post',
    path: '/api/vendors/{id}/bank-details/reveal',
    summary: "The vendor's full account and routing numbers (Admin, audited)",
    auth: true,
    params: IdParamsSchema,
    response: VendorBankDetailsSchema,
  }),
  listAuditLog: op({
    method: 'get',
    path: '/api/admin/audit-log',
    summary: 'Audit log, newest first, by entity, person, action and time (Admin)',
    auth: true,
    query: AuditLogQuerySchema,
    response: AuditLogPageSchema,
  }),
  downloadInvoiceOriginal: op({
    method: 'get',
    path: '/api/invoices/{id}/original',
    summary: 'The original file the invoice was read from (PDF, image, XML or the e-mail)',
    auth: true,
    params: IdParamsSchema,
    response: OriginalFileSchema,
  }),
  approveInvoice: op({
    method: 'post',
    path: '/api/invoices/{id}/approvals/approve',
    summary:
      "Approves the invoice's waiting approval steps that name the signed-in user (403 when none does, 409 when nothing waits)",
    auth: true,
    params: IdParamsSchema,
    response: InvoiceSchema,
  }),
  listIntakeMessages: op({
    method: 'get',
    path: '/api/mail-intake/messages',
    summary: 'The latest mailbox messages intake processed, newest first, with what it did and why',
    auth: true,
    response: IntakeMessageListSchema,
  }),
  getOrganizationConfigurations: op({
    method: 'get',
    path: '/api/organization/configurations',
    summary: 'The saved mandatory checks, protected actions and vendor subset (null: never saved)',
    auth: true,
    response: OrganizationConfigurationsSchema,
  }),
  setMandatoryChecks: op({
    method: 'put',
    path: '/api/organization/configurations/mandatory-checks',
    summary: 'Saves the mandatory checks (merged onto the defaults: always-required stay on)',
    auth: true,
    body: MandatoryChecksUpdateSchema,
    response: OrganizationConfigurationsSchema,
  }),
  setProtectedActions: op({
    method: 'put',
    path: '/api/organization/configurations/protected-actions',
    summary: "Saves the protected actions; 'Executing a Payment' also sets the payment protection",
    auth: true,
    body: ProtectedActionsUpdateSchema,
    response: OrganizationConfigurationsSchema,
  }),
  setVendorSubset: op({
    method: 'put',
    path: '/api/organization/configurations/vendor-subset',
    summary: 'Saves the vendor subset (every domain and sender must be valid, SPEC §5)',
    auth: true,
    body: VendorSubsetUpdateSchema,
    response: OrganizationConfigurationsSchema,
  }),
  listInvoicePage: op({
    method: 'get',
    path: '/api/invoices/page',
    summary:
      'One keyset page of the invoice list rows, newest first, with the version it was read at',
    auth: true,
    query: InvoicePageQuerySchema,
    response: InvoicePageSchema,
  }),
  listInvoiceChanges: op({
    method: 'get',
    path: '/api/invoices/changes',
    summary:
      'Invoice list rows added or changed and ids deleted since a version (reset: read page 1 again)',
    auth: true,
    query: InvoiceChangesQuerySchema,
    response: InvoiceChangesSchema,
  }),
  getDashboardSummary: op({
    method: 'get',
    path: '/api/dashboard/summary',
    summary: "The dashboard's figures: total, pending and amount due, computed by the database",
    auth: true,
    response: DashboardSummarySchema,
  }),
  getApprovalChains: op({
    method: 'get',
    path: '/api/organization/configurations/approval-chains',
    summary:
      "The approval rules that route the organisation's invoices (the recommended ones until saved)",
    auth: true,
    response: ApprovalChainsSettingsSchema,
  }),
  setApprovalChains: op({
    method: 'put',
    path: '/api/organization/configurations/approval-chains',
    summary:
      'Saves the approval rules (400 on a rule without steps, an inverted amount range, an unknown role or vendor, a malformed e-mail)',
    auth: true,
    body: ApprovalChainsUpdateSchema,
    response: ApprovalChainsSettingsSchema,
  }),
  getCompanyDetails: op({
    method: 'get',
    path: '/api/organization/configurations/company-details',
    summary:
      "The organisation's legal name, other names, addresses and tax id (the sign-up name until saved)",
    auth: true,
    response: CompanyDetailsSettingsSchema,
  }),
  setCompanyDetails: op({
    method: 'put',
    path: '/api/organization/configurations/company-details',
    summary:
      "Saves the company details; 'Addressed to Us' and the extraction use the names (400 on a blank name or an unreadable tax id)",
    auth: true,
    body: CompanyDetailsUpdateSchema,
    response: CompanyDetailsSettingsSchema,
  }),
  // Line coding: the ERP drawer's Mapping Rules and the QuickBooks chart the pickers offer.
  getMappingRules: op({
    method: 'get',
    path: '/api/coding/mapping-rules',
    summary: "The organisation's coding dimensions and each one's mapping rules",
    auth: true,
    response: MappingRulesSchema,
  }),
  setMappingRules: op({
    method: 'put',
    path: '/api/coding/mapping-rules',
    summary:
      "Replaces one dimension's mapping rules, in order (Admin, audited; 400 on a rule missing what its kind needs, 404 for an unknown dimension)",
    auth: true,
    body: SetMappingRulesSchema,
    response: MappingRulesSchema,
  }),
  addCodingDimension: op({
    method: 'post',
    path: '/api/coding/dimensions',
    summary:
      'Adds a dimension for coding, such as Cost Center, and where it goes in QuickBooks (Admin, audited; 409 if the name exists)',
    auth: true,
    body: AddCodingDimensionSchema,
    response: MappingRulesSchema,
  }),
  getAccountingChart: op({
    method: 'get',
    path: '/api/coding/chart',
    summary: "QuickBooks' accounts, classes, locations and customers/jobs as last read",
    auth: true,
    response: AccountingChartSchema,
  }),
  refreshAccountingChart: op({
    method: 'post',
    path: '/api/coding/chart/refresh',
    summary: 'Reads the chart from QuickBooks again (502 when QuickBooks does not answer)',
    auth: true,
    response: AccountingChartSchema,
  }),
  // User Management: the organisation's members at the auth service (PropelAuth's backend API).
  listOrgMembers: op({
    method: 'get',
    path: '/api/organization/members',
    summary: "The organisation's members with their roles, and the invitations not accepted yet",
    auth: true,
    response: OrgMembersSchema,
  }),
  inviteOrgMember: op({
    method: 'post',
    path: '/api/organization/members/invites',
    summary: 'Invites a person by e-mail with a role (Admin; only an Owner invites an Owner)',
    auth: true,
    body: InviteMemberSchema,
    response: OrgMembersSchema,
  }),
  revokeOrgInvite: op({
    method: 'post',
    path: '/api/organization/members/invites/revoke',
    summary: 'Withdraws an invitation not accepted yet (Admin)',
    auth: true,
    body: RevokeInviteSchema,
    response: OrgMembersSchema,
  }),
  changeOrgMemberRole: op({
    method: 'put',
    path: '/api/organization/members/{id}/role',
    summary:
      "Changes a member's role (Admin; 409 for the last Owner, only an Owner touches Owners)",
    auth: true,
    params: IdParamsSchema,
    body: ChangeMemberRoleSchema,
    response: OrgMembersSchema,
  }),
  removeOrgMember: op({
    method: 'delete',
    path: '/api/organization/members/{id}',
    summary: 'Removes a member from the organisation (Admin; 409 for the last Owner)',
    auth: true,
    params: IdParamsSchema,
    response: OrgMembersSchema,
  }),
  listAuditLogActors: op({
    method: 'get',
    path: '/api/admin/audit-log/actors',
    summary: 'Everyone who appears in the audit log as the one who acted (Admin)',
    auth: true,
    response: AuditLogActorsSchema,
  }),
  // Form W-9 and 1099.
  requestVendorW9: op({
    method: 'post',
    path: '/api/invoices/{id}/w9-request',
    summary:
      "Drafts an e-mail asking the invoice's vendor for a Form W-9 (a send_email task a person approves; 422 without a vendor contact)",
    auth: true,
    params: IdParamsSchema,
    response: DraftedEmailSchema,
  }),
  draftRequisitionerEmail: op({
    method: 'post',
    path: '/api/invoices/{id}/requisitioner-email',
    summary:
      "Drafts an e-mail to the invoice's requisitioner (a send_email task a person edits and approves; 422 without their e-mail)",
    auth: true,
    params: IdParamsSchema,
    response: DraftedEmailSchema,
  }),
  downloadVendorW9: op({
    method: 'get',
    path: '/api/vendors/{id}/w9',
    summary:
      "The vendor's latest Form W-9 as it arrived (Admin; it shows the full TIN, so audited)",
    auth: true,
    params: IdParamsSchema,
    response: OriginalFileSchema,
  }),
  get1099Report: op({
    method: 'get',
    path: '/api/reports/1099',
    summary:
      'Form 1099-NEC report of a calendar year: 1099-eligible vendors with their completed payments through the product (Admin)',
    auth: true,
    query: Report1099QuerySchema,
    response: Report1099Schema,
  }),
  export1099ReportCsv: op({
    method: 'get',
    path: '/api/reports/1099/csv',
    summary: 'The 1099-NEC report of a calendar year as CSV (Admin; audited)',
    auth: true,
    query: Report1099QuerySchema,
    response: Report1099CsvSchema,
  }),
  // Skipped documents: attachments the assistant did not take as invoices, kept with why.
  listSkippedDocuments: op({
    method: 'get',
    path: '/api/skipped-documents',
    summary:
      'E-mail attachments the assistant did not read as invoices, newest first, with the reason',
    auth: true,
    query: SkippedDocumentListQuerySchema,
    response: SkippedDocumentPageSchema,
  }),
  downloadSkippedDocumentOriginal: op({
    method: 'get',
    path: '/api/skipped-documents/{id}/original',
    summary: 'The skipped attachment as it arrived',
    auth: true,
    params: IdParamsSchema,
    response: OriginalFileSchema,
  }),
  readSkippedDocumentAsInvoice: op({
    method: 'post',
    path: '/api/skipped-documents/{id}/read-as-invoice',
    summary:
      'Reads a skipped attachment as an invoice after all (a draft invoice; again: the same one)',
    auth: true,
    params: IdParamsSchema,
    response: ReadAsInvoiceResponseSchema,
  }),
  renameVendor: op({
    method: 'put',
    path: '/api/vendors/{id}/name',
    summary:
      'Renames a vendor (the name the organisation knows it by; audited, learned for intake)',
    auth: true,
    params: IdParamsSchema,
    body: RenameVendorSchema,
    response: VendorSchema,
  }),
  moveInvoiceToVendor: op({
    method: 'put',
    path: '/api/invoices/{id}/vendor',
    summary: 'Moves an invoice to another existing vendor (audited; 409 for a paid invoice)',
    auth: true,
    params: IdParamsSchema,
    body: MoveInvoiceToVendorSchema,
    response: InvoiceSchema,
  }),
  mergeVendors: op({
    method: 'post',
    path: '/api/vendors/{id}/merge',
    summary:
      'Merges vendor_id into this vendor: its invoices, aliases and reading rules move here and it is removed (Admin, audited)',
    auth: true,
    params: IdParamsSchema,
    body: MergeVendorsSchema,
    response: VendorSchema,
  }),
  listVendorReadingRules: op({
    method: 'get',
    path: '/api/vendors/{id}/reading-rules',
    summary: "What the assistant learned from people's corrections to read this vendor's invoices",
    auth: true,
    params: IdParamsSchema,
    response: VendorReadingRulesSchema,
  }),
  forgetVendorReadingRule: op({
    method: 'delete',
    path: '/api/vendor-reading-rules/{id}',
    summary: 'Forgets one learned reading rule (audited); the next invoice is read without it',
    auth: true,
    params: IdParamsSchema,
    response: VendorReadingRulesSchema,
  }),
  listPurchaseOrders: op({
    method: 'get',
    path: '/api/purchase-orders',
    summary: "The connected QuickBooks company's purchase orders, as last read",
    auth: true,
    response: PurchaseOrderListSchema,
  }),
  syncPurchaseOrders: op({
    method: 'post',
    path: '/api/purchase-orders/sync',
    summary:
      'Reads the purchase orders from QuickBooks again and re-checks open invoices against them',
    auth: true,
    response: PurchaseOrderListSchema,
  }),
  getCheckThresholds: op({
    method: 'get',
    path: '/api/organization/settings/check-thresholds',
    summary: 'PO match tolerances and the new-vendor first-invoice amount (cents)',
    auth: true,
    response: CheckThresholdsSchema,
  }),
  setCheckThresholds: op({
    method: 'put',
    path: '/api/organization/settings/check-thresholds',
    summary:
      'Sets the PO match tolerances and the new-vendor amount (Admin, audited); open invoices are re-checked',
    auth: true,
    body: CheckThresholdsSchema,
    response: CheckThresholdsSchema,
  }),
  setProcurementApproval: op({
    method: 'put',
    path: '/api/vendors/{id}/procurement-approval',
    summary: "Records or withdraws procurement's approval of the vendor (Admin, audited)",
    auth: true,
    params: IdParamsSchema,
    body: ProcurementApprovalUpdateSchema,
    response: ProcurementApprovalSchema,
  }),
  overrideCheckWithReason: op({
    method: 'post',
    path: '/api/invoices/{id}/checks/override',
    summary:
      'Overrides a failed check with a reason (Admin, audited); the only way to override a red fraud signal',
    auth: true,
    params: IdParamsSchema,
    body: CheckOverrideWithReasonSchema,
    response: InvoiceSchema,
  }),
} as const;

export type ApiExtensionOperationName = keyof typeof apiExtensionOperations;
