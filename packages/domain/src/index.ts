// Public surface of @ap/domain: every rule is named here (no `export *`), so callers see at a
// glance what the package offers. The zod API contract has its own entry (./contract).

export type { ApprovalChainProblem } from './approval-chains/approval-chain-problems';
export {
  approvalChainProblems,
  problemMessagesAt,
} from './approval-chains/approval-chain-problems';
export {
  APPROVAL_ROLE_LABELS,
  chainStepTitle,
  describeAmountRange,
  describeChainStep,
  describeConditions,
} from './approval-chains/approval-chain-text';
export type {
  ApprovalAmountRange,
  ApprovalChainRole,
  ApprovalChainStep,
  ApprovalChainStepType,
  ApprovalChains,
  ApprovalRule,
  ApprovalRuleConditions,
} from './approval-chains/approval-chains';
export {
  APPROVAL_CHAIN_LIMITS,
  APPROVAL_CHAIN_ROLES,
  DEFAULT_APPROVAL_RULE_ID,
  DEFAULT_APPROVAL_RULE_NAME,
  DEFAULT_STEP_TITLE,
  NO_CONDITIONS,
  RECOMMENDED_APPROVAL_CHAINS,
} from './approval-chains/approval-chains';
export {
  approvalChainsDifferFromRecommended,
  changeStepType,
  moveItem,
  newApprovalRule,
  removeItem,
  replaceItem,
} from './approval-chains/approval-chains-edit';
export {
  isAmountText,
  normalizeApprovalChains,
  normalizeEmail,
  sameApprovalChains,
} from './approval-chains/approval-chains-normalize';
export type {
  AppliedApprovalRule,
  ApprovalRoutingSubject,
} from './approval-chains/approval-rule-match';
export { approvalRuleFor, approvalRuleMatches } from './approval-chains/approval-rule-match';
export {
  AUDIT_ACTION_FAMILIES,
  AUDIT_ACTION_LABELS,
  auditActionsOf,
  describeAuditAction,
  describeAuditActor,
  describeAuditChange,
  describeAuditRecord,
} from './audit/audit-vocabulary';
export {
  findOrgByName,
  findUserOrgByName,
  type OrgNames,
  toUrlSafeOrgName,
} from './auth/org-lookup';
export type { OrgRole } from './auth/org-roles';
export { hasOrgRoleAtLeast, inheritedOrgRoles, ORG_ROLES } from './auth/org-roles';
export type { OrgMembershipRoles, OrgRoleStructure } from './auth/roles';
export { hasAllPermissions, hasPermission, isAtLeastRole, isRole } from './auth/roles';
export { isImpersonating, needsTokenRefresh } from './auth/session';
export type { CheckInput } from './checks/check-input';
export type { CheckName, ComputedCheckName, EnforcedOnlyCheckName } from './checks/check-names';
export {
  CHECK_DISPLAY_NAMES,
  CHECK_NAMES,
  CHECKS_OVERRIDDEN_WITH_REASON,
  ENFORCED_ONLY_CHECK_DISPLAY_NAMES,
  ENFORCED_ONLY_CHECK_NAMES,
  getCheckDisplayName,
  getCheckTooltip,
  REQUIRED_FIELDS_TOOLTIPS,
} from './checks/check-names';
export type { CheckOverride, CheckOverrides, OverridingUser } from './checks/check-override';
export {
  applyCheckOverrides,
  hasCheckOverrides,
  overrideCheck,
  overriderName,
  UNKNOWN_USER_NAME,
} from './checks/check-override';
export {
  evaluateFraudSignals,
  type FiredSignal,
  FRAUD_SIGNALS,
} from './checks/fraud/fraud-signals';
export type { FraudOtherInvoice, FraudSignal, FraudSubject } from './checks/fraud/fraud-subject';
export { FRAUD_THRESHOLDS } from './checks/fraud/fraud-thresholds';
export type { DisplayCheck, GroupedChecks } from './checks/group-checks';
export { groupChecks } from './checks/group-checks';
export type {
  CodingDimensionDefinition,
  CodingRuleKind,
  CodingTarget,
} from './coding/coding-dimensions';
export {
  ADDED_DIMENSION_TARGETS,
  BUILT_IN_CODING_DIMENSIONS,
  CODING_RULE_KIND_LABELS,
  CODING_RULE_KINDS,
  CODING_TARGET_LABELS,
  CODING_TARGETS,
  codingDimensionKey,
} from './coding/coding-dimensions';
export type {
  CompanyAddress,
  CompanyDetails,
  CompanyDetailsProblem,
} from './company-details/company-details';
export {
  COMPANY_ADDRESS_LABELS,
  COMPANY_DETAILS_LIMITS,
  COMPANY_DETAILS_MESSAGES,
  companyDetailsProblemAt,
  companyDetailsProblems,
  companyNames,
  defaultCompanyDetails,
  isTaxId,
  normalizeCompanyDetails,
  sameCompanyDetails,
} from './company-details/company-details';
export type { InvoiceStatus, PaymentMethodId, TaskStatus, TaskType } from './constants';
export {
  ACCOUNTING_COMPANY_NAME_FALLBACK,
  ADMIN_TASK_FILTER_OPTIONS,
  ARRIVAL_DAYS_AFTER_PAYMENT,
  AUTH_BACKGROUND_REFRESH_MS,
  AUTH_MIN_SECONDS_BEFORE_REFRESH,
  AUTH_REFRESH_BEFORE_EXPIRY_SECONDS,
  AUTH_REFRESH_RETRY_DELAYS_MS,
  BANK_WIDGET_OPEN_DELAY_MS,
  DEFAULT_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  DOMAIN_LABEL_MAX_LENGTH,
  DRAWER_WIDTH_PX,
  HIGH_VALUE_PAYMENT_THRESHOLD_CENTS,
  INVOICE_DIALOG_SIZE,
  INVOICE_LIST_POLL_MS,
  INVOICE_STATUSES,
  LOCALE,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_LABELS,
  ORG_TOKEN_CACHE_SECONDS,
  PAYMENT_METHODS,
  POST_SUCCESS_REDIRECT_DELAY_MS,
  QUERY_CACHE_MS,
  QUERY_MAX_RETRIES,
  QUERY_NO_RETRY_STATUSES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
  READ_ONLY_MODE_DEFAULT,
  STORAGE_KEYS,
  TASK_STATUSES,
  TASK_TYPES,
  THREADS_LIMIT,
  TOAST_DURATION_MS,
  TOOLTIP_DELAY_MS,
  TOOLTIP_DELAY_SHORT_MS,
  UNLINK_CONFIRM_WINDOW_MS,
  WIDGET_LOAD_RETRY_MS,
} from './constants';
export type { CalendarDate, DateInput } from './dates/calendar-date';
export { addCalendarDays, toCalendarDate } from './dates/calendar-date';
export { formatLocalTimestamp, formatShortDate, toDate } from './dates/format-date';
export {
  CHECK_GATES,
  ENFORCED_ONLY_CHECK_GATES,
  type EnforcedTest,
  enforcedIn,
  failureBlocks,
} from './invoice-checks/check-gates';
export type { CheckProblem, ComputedCheck, RuleOutcome } from './invoice-checks/check-result';
export { NOT_ENFORCED_SUFFIX, toComputedCheck } from './invoice-checks/check-result';
export type {
  ApprovalSubject,
  InvoiceSubject,
  LineItemSubject,
  OtherInvoiceSubject,
  VendorSubject,
} from './invoice-checks/check-subject';
export {
  computeInvoiceChecks,
  type InvoiceChecksInput,
} from './invoice-checks/compute-invoice-checks';
export { invoiceNumberKey } from './invoice-checks/invoice-number-key';
export {
  NOT_ENFORCED_OVERRIDER,
  type PreviousCheck,
  resolveOverride,
  type StoredCheck,
} from './invoice-checks/keep-override';
export { lineExtensionCents } from './invoice-checks/line-items';
export { LINE_CODING_RULES } from './invoice-checks/line-items-coded';
export { organizationNameKey } from './invoice-checks/organization-name-key';
export { type BlockingInput, checksBlockingPayment } from './invoice-checks/payment-readiness';
export type { PurchaseOrderContext } from './invoice-checks/purchase-order-matched';
export {
  ADMIN_APPROVER_ROLE,
  type ApprovalRoute,
  type ApprovalStep,
  approvalRouteFor,
  approverLabel,
  isInternalAddress,
  REQUISITIONER_ROLE,
  requiredRoleOf,
  stepsDecidableBy,
} from './invoices/approval-route';
export type { ApprovalInput } from './invoices/approvals';
export { areApprovalsComplete } from './invoices/approvals';
export type {
  DashboardInvoiceInput,
  DashboardStats,
  DashboardStatusGroup,
} from './invoices/dashboard-stats';
export {
  computeDashboardStats,
  DASHBOARD_DUE_STATUSES,
  DASHBOARD_PENDING_STATUSES,
  dashboardStatsOfGroups,
  normalizeDashboardStatus,
} from './invoices/dashboard-stats';
export type { InvoiceDisplayStatus, InvoiceStatusInput } from './invoices/display-status';
export {
  canPay,
  getInvoiceDisplayStatus,
  getInvoiceDisplayStatusColor,
  INVOICE_DISPLAY_STATUS_COLORS,
  INVOICE_DISPLAY_STATUSES,
} from './invoices/display-status';
export {
  fieldSourcesOf,
  isLowConfidence,
  LOW_FIELD_CONFIDENCE,
  markTyped,
} from './invoices/field-sources';
export { hasInvoiceChanges } from './invoices/invoice-changes';
export type {
  InvoiceDraft,
  InvoiceInput,
  LineItemDraft,
  LineItemInput,
} from './invoices/invoice-draft';
export { createInvoiceDraft, createLineItemDraft } from './invoices/invoice-draft';
export { displayInvoiceNumber } from './invoices/invoice-number';
export type { InvoiceSavePayload, LineItemSavePayload } from './invoices/invoice-save-payload';
export { toInvoiceSavePayload, toLineItemSavePayload } from './invoices/invoice-save-payload';
export type { StatusStyle } from './invoices/status-style';
export { getStatusStyle, PENDING_STATUS_COLOR } from './invoices/status-style';
export type {
  MemberChange,
  MemberChangeRefusal,
  MemberRoleRef,
} from './members/member-rules';
export {
  grantableRoles,
  isMemberEmail,
  MEMBER_RULE_MESSAGES,
  memberChangeRefusal,
  memberDisplayName,
} from './members/member-rules';
export {
  APP_MESSAGES,
  AUTH_ERRORS,
  CONFIG_SAVE_MESSAGES,
  CONFIRMATIONS,
  currentlyConnectedToMessage,
  domainAddedMessage,
  EMPTY_STATES,
  ERROR_TOASTS,
  failedToLoadConfigurationMessage,
  GMAIL_RETURN_ERRORS,
  httpErrorMessage,
  LABELS,
  SEND_EMAIL_VALIDATION,
  SKIPPED_DOCUMENT_MESSAGES,
  SUCCESS_TOASTS,
  senderAddedMessage,
} from './messages';
export { formatCents, formatCurrency, formatCurrencyOrNA } from './money/format-currency';
export { parseNumberOrZero } from './money/parse-number';
export type { AmountInput } from './money/to-cents';
export { centsToAmount, sumCents, toCents, toCentsOrNull } from './money/to-cents';
export type { OnboardingState, PaymentSystemChoice } from './onboarding/step-gating';
export {
  canGoBackFromStep,
  canProceedFromStep,
  INITIAL_ONBOARDING_STATE,
  isLastOnboardingStep,
} from './onboarding/step-gating';
export { isHighValuePayment, paymentNeedsApproval } from './payments/payment-approval';
export { arrivalDate, prefillPaymentDate } from './payments/payment-date';
export {
  type LineDifference,
  matchPurchaseOrder,
  type PurchaseOrderInvoice,
  type PurchaseOrderMatch,
} from './purchase-orders/match-purchase-order';
export { poNumberKey } from './purchase-orders/po-number-key';
export {
  DEFAULT_PURCHASE_ORDER_TOLERANCE,
  type PurchaseOrderLine,
  type PurchaseOrderSubject,
  type PurchaseOrderTolerance,
} from './purchase-orders/purchase-order';
export type { GmailReturn } from './settings/gmail-return';
export { gmailConnectionErrorMessage, readGmailReturn } from './settings/gmail-return';
export type { MailboxPermissionLevel } from './settings/mailbox-permission';
export {
  canChangeMailboxPermission,
  mailboxPermissionLevel,
  readOnlyModeFor,
} from './settings/mailbox-permission';
export type {
  MandatoryCheck,
  MandatoryCheckGroup,
  MandatoryChecksConfig,
} from './settings/mandatory-checks';
export {
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  isCheckEnforced,
  mandatoryChecksDifferFromRecommended,
  mandatoryChecksHaveChanges,
  resetMandatoryChecksToRecommended,
  setMandatoryCheckRequired,
  splitAlwaysRequiredChecks,
} from './settings/mandatory-checks';
export { BANK_DETAILS_REVEAL_MS, PAYMENT_CONTROLS } from './settings/payment-controls';
export type {
  ProtectedAction,
  ProtectedActionGroup,
  ProtectedActionId,
  ProtectedActionsConfig,
} from './settings/protected-actions';
export {
  actionNeedsApproval,
  DEFAULT_PROTECTED_ACTIONS_CONFIG,
  PROTECTED_ACTION_IDS,
  protectedActionsDifferFromRecommended,
  protectedActionsHaveChanges,
  resetProtectedActionsToRecommended,
  setActionRequiresApproval,
  splitAlwaysProtectedActions,
} from './settings/protected-actions';
export {
  parseMandatoryChecksConfig,
  parseProtectedActionsConfig,
  serializeConfig,
} from './settings/saved-config';
export type {
  ConfigurationsToCopy,
  EffectiveConfigurations,
  LocalConfigurations,
} from './settings/server-configurations';
export {
  compactMandatoryChecks,
  compactProtectedActions,
  localConfigurationsToCopy,
  normalizeSavedMandatoryChecks,
  normalizeSavedProtectedActions,
  paymentExecutionProtected,
  resolveConfigurations,
  withPaymentProtection,
} from './settings/server-configurations';
export type { ConfigGroup } from './settings/toggle-config';
export type { AdminTaskFilters, AdminTaskInput } from './tasks/admin-task-filter';
export { filterAdminTasks } from './tasks/admin-task-filter';
export type {
  SendEmailForm,
  SendEmailParametersInput,
  SendEmailParametersPayload,
} from './tasks/send-email-parameters';
export {
  parseRecipientList,
  toSendEmailForm,
  toSendEmailParameters,
  validateSendEmailForm,
} from './tasks/send-email-parameters';
export type { TaskStateInput } from './tasks/task-actions';
export { canEditTaskParameters, canShowTaskActions, isTaskPerformed } from './tasks/task-actions';
export { formatTaskTypeLabel } from './tasks/task-type-label';
export { form1099Csv, form1099CsvFilename } from './tax-forms/form-1099-csv';
export type { TaxClassification } from './tax-forms/tax-classification';
export {
  form1099NecThresholdCents,
  is1099Eligible,
  maskTin,
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
} from './tax-forms/tax-classification';
export { toThreadMessage } from './threads/thread-message';
export {
  HIDDEN_TIMELINE_FIELDS,
  isHiddenTimelineField,
  visibleFieldChanges,
} from './timeline/hidden-fields';
export {
  VENDOR_ID_FIELD,
  VENDOR_NAME_EVENT_PREFIX,
  vendorIdFromFieldsChanged,
  vendorNameFromEventMessage,
  vendorNameFromEvents,
} from './timeline/vendor-from-run';
export type { VendorSubsetEntry } from './vendor-subset/classify-entry';
export {
  classifyVendorSubsetEntry,
  isSenderAddress,
  isValidDomain,
} from './vendor-subset/classify-entry';
export {
  normalizeVendorSubsetSettings,
  parseVendorSubsetSettings,
  serializeVendorSubsetSettings,
} from './vendor-subset/saved-vendor-subset';
export type { AddEntryResult, VendorSubsetSettings } from './vendor-subset/vendor-subset-settings';
export {
  addVendorSubsetEntry,
  canAddVendorSubsetEntry,
  DEFAULT_VENDOR_SUBSET_SETTINGS,
  removeVendorSubsetEntry,
} from './vendor-subset/vendor-subset-settings';
export { maskAccountNumber } from './vendors/mask-account-number';
export type {
  VendorFieldsInput,
  VendorOnboardingStatus,
  VendorRequiredField,
} from './vendors/vendor-display';
export {
  DRAFT_VENDOR_NAME,
  getVendorOnboardingStatus,
  UNKNOWN_VENDOR_NAME,
  VENDOR_REQUIRED_FIELDS,
  vendorDisplayName,
} from './vendors/vendor-display';
