export type { AccountingStatus } from './accounting';
export { ACCOUNTING_COMPANY_FALLBACK, AccountingStatusSchema } from './accounting';
export type { Approval } from './approval';
export { ApprovalSchema } from './approval';
export type { ApprovalChainsSettings, ApprovalChainsUpdate } from './approval-chains';
export {
  ApprovalChainStepSchema,
  ApprovalChainsSchema,
  ApprovalChainsSettingsSchema,
  ApprovalChainsUpdateSchema,
  ApprovalRuleSchema,
} from './approval-chains';
export type {
  AuditActor,
  AuditLogActors,
  AuditLogEntry,
  AuditLogPage,
  AuditLogQuery,
} from './audit-log';
export {
  ASSISTANT_ACTOR_ID,
  AUDIT_LOG_PAGE_SIZE_DEFAULT,
  AUDIT_LOG_PAGE_SIZE_MAX,
  AuditActionFilterSchema,
  AuditActorSchema,
  AuditLogActorsSchema,
  AuditLogEntrySchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
} from './audit-log';
export type {
  AccessTokenClaims,
  LogoutResponse,
  RefreshTokenResponse,
  TokenVerificationMetadata,
} from './auth';
export {
  AccessTokenClaimsSchema,
  LogoutResponseSchema,
  RefreshTokenQuerySchema,
  RefreshTokenResponseSchema,
  TokenVerificationMetadataSchema,
} from './auth';
export type { Check, CheckStatus, KnownCheckName } from './check';
export { CheckSchema, CheckStatusSchema, KNOWN_CHECK_NAMES, KnownCheckNameSchema } from './check';
export type {
  AccountingChart,
  AddCodingDimension,
  ChartEntry,
  CodingDimension,
  CodingRule,
  CodingRuleInput,
  LineCodingSource,
  MappingRules,
  SetMappingRules,
} from './coding';
export {
  AccountingChartSchema,
  AddCodingDimensionSchema,
  ChartEntrySchema,
  CodingDimensionSchema,
  CodingRuleInputSchema,
  CodingRuleSchema,
  LineCodingSourceSchema,
  MappingRulesSchema,
  SetMappingRulesSchema,
} from './coding';
export type { MessageResponse } from './common';
export {
  AmountSchema,
  CalendarDateSchema,
  CurrencySchema,
  DEFAULT_CURRENCY,
  IdParamsSchema,
  IdSchema,
  MessageResponseSchema,
  TimestampSchema,
} from './common';
export type { CompanyDetailsSettings, CompanyDetailsUpdate } from './company-details';
export {
  CompanyAddressSchema,
  CompanyDetailsSchema,
  CompanyDetailsSettingsSchema,
  CompanyDetailsUpdateSchema,
} from './company-details';
export type { ApiError, ApiErrorCode, ValidationIssue } from './error';
export { ApiErrorCodeSchema, ApiErrorSchema, ValidationIssueSchema } from './error';
export type { ApiExtensionOperationName } from './extension-operations';
export { apiExtensionOperations } from './extension-operations';
export type {
  DocumentKind,
  ExtractedClassification,
  ExtractedDocument,
  ExtractedField,
  ExtractedInvoice,
  ExtractedLineItem,
  ExtractedParty,
  ExtractedVendor,
  ExtractionCheck,
  ExtractionMethod,
  FieldSign,
  FieldSource,
} from './extracted-invoice';
export {
  DecimalTextSchema,
  DOCUMENT_KINDS,
  EXTRACTION_CHECK_NAMES,
  EXTRACTION_METHODS,
  ExtractedClassificationSchema,
  ExtractedDocumentSchema,
  ExtractedInvoiceSchema,
  ExtractedLineItemSchema,
  ExtractedPartySchema,
  ExtractedVendorSchema,
  ExtractionCheckSchema,
  extractedFieldSchema,
  FieldSignSchema,
  FieldSourceSchema,
} from './extracted-invoice';
export {
  CURRENCY_CODES,
  hasAtMostDecimals,
  INPUT_LIMITS,
  INPUT_MESSAGES,
  isStorableText,
} from './input-rules';
export {
  AmountInputSchema,
  CalendarDateInputSchema,
  CurrencyCodeSchema,
  InputIdSchema,
  QuantityInputSchema,
  safeText,
} from './input-schemas';
export type { IntakeMessage } from './intake-message';
export { IntakeMessageListSchema, IntakeMessageSchema } from './intake-message';
export type {
  Invoice,
  InvoiceListCheck,
  InvoiceListRow,
  KnownInvoiceStatus,
  PaymentHold,
} from './invoice';
export {
  InvoiceListCheckSchema,
  InvoiceListRowSchema,
  InvoiceListRowsSchema,
  InvoiceListSchema,
  InvoiceSchema,
  KNOWN_INVOICE_STATUSES,
  KnownInvoiceStatusSchema,
  PaymentHoldSchema,
  toInvoiceListRow,
} from './invoice';
export type { InvoiceFieldSource, InvoiceSourceField } from './invoice-field-source';
export {
  INVOICE_SOURCE_FIELDS,
  InvoiceFieldSourceSchema,
  InvoiceFieldSourcesSchema,
  InvoiceSourceFieldSchema,
} from './invoice-field-source';
export type { CheckOverride, InvoiceSave, InvoiceSaveParsed } from './invoice-save';
export { CheckOverrideSchema, InvoiceSaveSchema } from './invoice-save';
export type {
  DashboardSummary,
  InvoiceChanges,
  InvoicePage,
  InvoicePageQuery,
  InvoicePageRow,
} from './invoice-sync';
export {
  DashboardSummarySchema,
  INVOICE_CHANGES_MAX,
  INVOICE_PAGE_SIZE_DEFAULT,
  INVOICE_PAGE_SIZE_MAX,
  InvoiceChangesQuerySchema,
  InvoiceChangesSchema,
  InvoiceListVersionSchema,
  InvoicePageCursorSchema,
  InvoicePageQuerySchema,
  InvoicePageRowSchema,
  InvoicePageSchema,
} from './invoice-sync';
export type { LineItem, LineItemSave } from './line-item';
export { LineItemSaveSchema, LineItemSchema } from './line-item';
export type { AuthorizeResponse, MailboxStatus } from './mailbox';
export { AuthorizeResponseSchema, MailboxStatusSchema } from './mailbox';
export type { ApiRoute, ApiRouteName } from './operation-routes';
export { apiRoutes } from './operation-routes';
export type { ApiOperation, ApiOperationName, ApiResponse, HttpMethod } from './operations';
export { apiOperations } from './operations';
export type {
  ChangeMemberRoleInput,
  InviteMemberInput,
  OrgMember,
  OrgMembers,
  PendingInvite,
} from './org-members';
export {
  ChangeMemberRoleSchema,
  InviteMemberSchema,
  MemberEmailSchema,
  OrgMemberSchema,
  OrgMembersSchema,
  OrgRoleSchema,
  PendingInviteSchema,
  RevokeInviteSchema,
} from './org-members';
export type {
  MandatoryChecksUpdate,
  OrganizationConfigurations,
  ProtectedActionsUpdate,
  SavedMandatoryChecks,
  SavedProtectedActions,
  SavedVendorSubset,
  VendorSubsetUpdate,
} from './organization-configurations';
export {
  MandatoryChecksUpdateSchema,
  OrganizationConfigurationsSchema,
  ProtectedActionsUpdateSchema,
  SavedMandatoryChecksSchema,
  SavedProtectedActionsSchema,
  SavedVendorSubsetSchema,
  VendorSubsetUpdateSchema,
} from './organization-configurations';
export type {
  DualControlUpdate,
  OrganizationSettings,
  PaymentProtectionUpdate,
  ReadOnlyModeUpdate,
} from './organization-settings';
export {
  DualControlUpdateSchema,
  OrganizationSettingsSchema,
  PaymentProtectionUpdateSchema,
  READ_ONLY_MODE_DEFAULT,
  ReadOnlyModeUpdateSchema,
} from './organization-settings';
export type { PayInvoiceResponse, Payment, PaymentStatus } from './payment';
export { PayInvoiceResponseSchema, PaymentSchema, PaymentStatusSchema } from './payment';
export type {
  MoovSaveAccount,
  MoovTokenResponse,
  MoovUpdateToken,
  PaymentAccountStatus,
} from './payment-account';
export {
  MoovSaveAccountSchema,
  MoovTokenResponseSchema,
  MoovUpdateTokenSchema,
  PaymentAccountStatusSchema,
} from './payment-account';
export type { PublicConfig } from './public-config';
export { PublicConfigSchema } from './public-config';
export {
  CheckOverrideWithReasonSchema,
  type CheckThresholds,
  CheckThresholdsSchema,
  type ProcurementApproval,
  ProcurementApprovalSchema,
  ProcurementApprovalUpdateSchema,
  type PurchaseOrder,
  PurchaseOrderListSchema,
  PurchaseOrderSchema,
} from './purchase-orders';
export { OPERATION_MINIMUM_ROLES, PAY_WITHOUT_APPROVAL_MINIMUM_ROLE } from './role-matrix';
export type {
  ReadAsInvoiceResponse,
  SkippedDocument,
  SkippedDocumentListQuery,
  SkippedDocumentPage,
  SkippedDocumentType,
  ThreadSkippedDocument,
} from './skipped-document';
export {
  ReadAsInvoiceResponseSchema,
  SKIPPED_DOCUMENT_TYPES,
  SKIPPED_DOCUMENTS_PAGE_SIZE_DEFAULT,
  SKIPPED_DOCUMENTS_PAGE_SIZE_MAX,
  SkippedDocumentListQuerySchema,
  SkippedDocumentPageSchema,
  SkippedDocumentSchema,
  ThreadSkippedDocumentSchema,
} from './skipped-document';
export type {
  PayInvoiceParameters,
  SendEmailParameters,
  Task,
  TaskFieldChange,
  TaskPaymentPreview,
  TaskPreview,
  TaskStatus,
  TaskType,
  UpdateVendorParameters,
} from './task';
export {
  PayInvoiceParametersSchema,
  SendEmailParametersSchema,
  TASK_STATUSES,
  TASK_TYPES,
  TaskFieldChangeSchema,
  TaskListSchema,
  TaskPaymentPreviewSchema,
  TaskPreviewSchema,
  TaskSchema,
  TaskStatusSchema,
  TaskTypeSchema,
  UpdateVendorParametersSchema,
} from './task';
export type { TaskActionResponse, TaskListQuery, UpdateTaskParameters } from './task-operations';
export {
  SEND_EMAIL_MESSAGES,
  TaskActionResponseSchema,
  TaskListQuerySchema,
  UpdateTaskParametersSchema,
} from './task-operations';
export type {
  DraftedEmail,
  Report1099,
  Report1099Query,
  Report1099Row,
  VendorTaxProfile,
} from './tax-forms';
export {
  DraftedEmailSchema,
  Report1099CsvSchema,
  Report1099QuerySchema,
  Report1099RowSchema,
  Report1099Schema,
  TaxClassificationSchema,
  VendorTaxProfileSchema,
} from './tax-forms';
export type { Thread, ThreadInput, ThreadInputResponse, ThreadListQuery } from './thread';
export {
  ThreadInputResponseSchema,
  ThreadInputSchema,
  ThreadListQuerySchema,
  ThreadListSchema,
  ThreadSchema,
} from './thread';
export type { OrgMemberInfo, OrgRoleStructure, User } from './user';
export { OrgMemberInfoSchema, OrgRoleStructureSchema, UserSchema } from './user';
export type { Vendor, VendorBankDetails } from './vendor';
export { VendorBankDetailsSchema, VendorListSchema, VendorSchema } from './vendor';
export type {
  MergeVendors,
  MoveInvoiceToVendor,
  ReadingRule,
  ReadingRuleKind,
  RenameVendor,
  VendorReadingRules,
} from './vendor-correction';
export {
  MergeVendorsSchema,
  MoveInvoiceToVendorSchema,
  READING_RULE_KINDS,
  ReadingRuleKindSchema,
  ReadingRuleSchema,
  RenameVendorSchema,
  VendorNameSchema,
  VendorReadingRulesSchema,
} from './vendor-correction';
export type { EventType, WorkflowEvent, WorkflowOutcomes, WorkflowRun } from './workflow-run';
export {
  EventTypeSchema,
  WorkflowEventSchema,
  WorkflowOutcomesSchema,
  WorkflowRunListSchema,
  WorkflowRunSchema,
} from './workflow-run';
