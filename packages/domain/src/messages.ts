/**
 * Every user-visible message of SPEC.md §8 (and the fixed labels of §2/§5 that accompany
 * them), word for word. UI, web and API import these instead of repeating literals.
 */

/** Error toasts (§8). Most carry the underlying error text as detail. */
export const ERROR_TOASTS = {
  loadConfig: 'Failed to load config',
  fetchConfiguration: 'Failed to fetch configuration',
  loadThreads: 'Failed to load threads. Please try again',
  sendMessage: 'Failed to send message. Please try again',
  loadTasks: 'Failed to load tasks',
  approveTaskFailed: 'Failed to approve task',
  cancelTaskFailed: 'Failed to cancel task',
  updateTask: 'Failed to update task',
  approveTaskError: 'Error approving task',
  cancelTaskError: 'Error cancelling task',
  loadDashboardStatistics: 'Failed to load dashboard statistics.',
  /** Admin dashboard wording (no full stop). */
  loadInvoicesAdmin: 'Failed to load invoices',
  /** Invoices page wording. */
  loadInvoices: 'Failed to load invoices.',
  loadVendors: 'Failed to load vendors',
  deleteInvoice: 'Failed to delete invoice',
  deleteVendor: 'Failed to delete vendor',
  loadInvoiceDetails: 'Failed to load invoice details.',
  loadWorkflowRuns: 'Failed to load workflow runs.',
  updateInvoice: 'Failed to update invoice',
  /** Followed by the error text. */
  payInvoice: 'Failed to pay invoice:',
  approveInvoice: 'Failed to approve invoice',
  updatePermissionLevel: 'Error updating permission level',
  linkGmail: 'Error linking Gmail',
  unlinkGmail: 'Error unlinking Gmail',
  linkQuickBooks: 'Error linking QuickBooks',
  unlinkQuickBooks: 'Error unlinking QuickBooks',
  loadGmailStatus: 'Error loading Gmail status',
  loadQuickBooksStatus: 'Error loading QuickBooks status',
  loadBankAccountStatus: 'Error loading bank account status',
  addDomain: 'Failed to add domain',
  addSender: 'Failed to add sender',
} as const;

/** Success toasts (§8). */
export const SUCCESS_TOASTS = {
  taskApproved: 'Task approved and executed successfully!',
  taskCancelled: 'Task cancelled successfully!',
  taskUpdated: 'Task updated successfully!',
  invoiceDeleted: 'Invoice deleted successfully',
  vendorDeleted: 'Vendor deleted successfully',
  invoiceUpdated: 'Invoice updated successfully',
  invoiceQueuedForPayment: 'Invoice is queued for payment!',
  invoiceApproved: 'Invoice approved',
  gmailUnlinked: 'Gmail account unlinked successfully.',
  quickBooksUnlinked: 'QuickBooks account unlinked successfully.',
  gmailConnected: 'Gmail account connected successfully!',
  bankConnected: 'Bank account connected successfully!',
} as const;

export const domainAddedMessage = (domain: string): string => `Domain ${domain} added successfully`;
export const senderAddedMessage = (sender: string): string => `Sender ${sender} added successfully`;

/** Title and bodies of the local configuration save toasts. */
export const CONFIG_SAVE_MESSAGES = {
  savedTitle: 'Changes Saved',
  mandatoryChecksSaved: 'Mandatory checks configuration has been updated successfully.',
  protectedActionsSaved: 'Protected actions configuration has been updated successfully.',
  failedTitle: 'Save Unsuccessful',
  mandatoryChecksFailed: 'Failed to save mandatory checks configuration. Please try again.',
  protectedActionsFailed: 'Failed to save protected actions configuration. Please try again.',
  // Beyond §8, in its wording: the Approval Chains drawer.
  approvalChainsSaved: 'Approval chains configuration has been updated successfully.',
  approvalChainsFailed: 'Failed to save approval chains configuration. Please try again.',
} as const;

/** Messages for the `gmail_linked=error` return (§8); see `gmailConnectionErrorMessage`. */
export const GMAIL_RETURN_ERRORS = {
  invalidState: 'Gmail connection failed: Invalid state parameter',
  serviceError: 'Gmail connection failed: Service error',
  unknown: 'Gmail connection failed: Unknown error',
} as const;

/** Auth client errors (§8). */
export const AUTH_ERRORS = {
  userNotInOrg: 'user_not_in_org',
  unexpectedError: 'unexpected_error',
  unableToProcessResponse: 'Unable to process authentication response',
  unableToInitialize: 'Unable to initialize auth client',
  clientNotInitialized: 'Client is not initialized',
} as const;

/** Start-up and bank-setup messages (§2, §8). */
export const APP_MESSAGES = {
  loading: 'Loading...',
  /** Under the invoice list while its later pages are still arriving. */
  loadingMoreInvoices: 'Loading more invoices...',
  /** Followed by the failure detail. */
  failedToLoadConfiguration: 'Failed to load configuration:',
  authUrlNotConfigured: 'The authentication service address is not configured.',
  unexpectedApplicationError: 'Unexpected Application Error!',
  bankSetupError: 'An error occurred during bank setup. Please try again.',
  bankAlreadySetUp: 'Your payment account is already set up!',
  paymentAccountStatusFailed: 'Failed to load payment account status.',
  landingWelcome:
    'Streamline invoice management with intelligent automation. Sign in to get started.',
} as const;

export const failedToLoadConfigurationMessage = (detail: string): string =>
  `${APP_MESSAGES.failedToLoadConfiguration} ${detail}`;

/** A non-OK API response with no body text (§7). */
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;

/** Empty states (§8). Admin tabs use the wording without a full stop. */
export const EMPTY_STATES = {
  threads: 'No threads found.',
  pendingTasks: 'No pending tasks.',
  invoicesAdmin: 'No invoices found',
  invoices: 'No invoices found.',
  vendors: 'No vendors found',
  tasks: 'No tasks found',
  workflowRuns: 'No workflow runs found for this invoice.',
  humanApprovalActions: 'No actions require human approval right now',
  approvals: 'No approval data available',
} as const;

/** Confirmation prompts (§5). */
export const CONFIRMATIONS = {
  cancelTask: 'Are you sure you want to cancel this task?',
  deleteInvoice: 'Are you sure you want to delete this invoice? This action cannot be undone.',
  deleteVendor: 'Are you sure you want to delete this vendor? This action cannot be undone.',
} as const;

/** send_email task parameter validation (§5). */
export const SEND_EMAIL_VALIDATION = {
  recipientRequired: 'Please provide at least one recipient email address.',
  subjectRequired: 'Please provide a subject for the email.',
  bodyRequired: 'Please provide a message body for the email.',
} as const;

/** Fixed labels shown next to the messages above (§2). */
export const LABELS = {
  /** Tooltip of the disabled payment methods and settings cards (§2 wording). */
  underConstruction: 'Under construction',
  /** Tooltip of the disabled Form W-9 and requisitioner buttons (§2 wording). */
  underConstructionTitle: 'Under Construction',
  notApplicable: 'N/A',
  paymentDateNotSet: 'Not set',
  arrivalDateNotCalculated: 'Not calculated',
  arrivalMarker: '4 business days',
  unlinkConfirm: 'Click again to confirm',
  unlinking: 'Unlinking...',
  signedInAs: 'Signed in as',
  resetToRecommended: 'Reset to recommended',
  saveChanges: 'Save Changes',
  revert: 'Revert',
  workflowHistoryTitle: 'Workflow History',
  workflowHistorySubtitle: 'Processing history and events for this invoice',
  adminDashboardTitle: 'Admin Dashboard',
  backToDashboard: 'Back to Dashboard',
  settingsTitle: 'General',
  addDimensionForCoding: 'Add Dimension for Coding',
  connectGoogleWorkspaceDirectory: 'Connect Google Workspace Directory',
} as const;

export const currentlyConnectedToMessage = (name: string): string =>
  `Currently connected to ${name}`;

/** Beyond §8, in its wording: the Skipped documents page. */
export const SKIPPED_DOCUMENT_MESSAGES = {
  loadFailed: 'Failed to load skipped documents',
  readFailed: 'Failed to read the document as an invoice',
  downloadFailed: 'Failed to download the original',
  readTitle: 'Read as an invoice!',
  /** The toast's message: where the new draft invoice is. */
  readMessage: (file: string) => `${file} is now a draft invoice on the Invoices page.`,
  alreadyRead: (file: string) => `${file} was already read as an invoice: the same one is shown.`,
} as const;
