/**
 * Business constants and limits (SPEC.md §9). Every number the product tunes lives here so
 * the UI, the web app and the API agree on one value.
 */

// --- Session / auth client -------------------------------------------------------------

/** Refresh the session when fewer than this many seconds of access-token life remain. */
export const AUTH_REFRESH_BEFORE_EXPIRY_SECONDS = 600;
/** Default minimum age (seconds) of the last refresh before focus/online triggers another. */
export const AUTH_MIN_SECONDS_BEFORE_REFRESH = 120;
/** Lifetime of a cached per-org access token. */
export const ORG_TOKEN_CACHE_SECONDS = 300;
/** Interval of the background session refresh. */
export const AUTH_BACKGROUND_REFRESH_MS = 60_000;
/** Waits between the retries of the auth refresh call (3 retries). */
export const AUTH_REFRESH_RETRY_DELAYS_MS = [100, 200, 300] as const;

// --- Data fetching ---------------------------------------------------------------------

/** Invoice list poll interval; polling pauses while the tab is hidden. */
export const INVOICE_LIST_POLL_MS = 5000;
/** Threads fetched for the dashboard (`/api/threads?limit=10`). */
export const THREADS_LIMIT = 10;
/** Maximum retries of a failed read. */
export const QUERY_MAX_RETRIES = 3;
/** How long unused query data is kept (5 minutes). */
export const QUERY_CACHE_MS = 300_000;
/** First back-off wait of a retried read; it doubles on each retry. */
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
/** Upper bound of the retry back-off. */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** HTTP statuses of the product's own queries that are never retried. */
export const QUERY_NO_RETRY_STATUSES = [401, 403, 404] as const;

// --- UI timing -------------------------------------------------------------------------

/** Toasts appear bottom-right and last 5 seconds. */
export const TOAST_DURATION_MS = 5000;
/** Window in which a second click on Unlink confirms it. */
export const UNLINK_CONFIRM_WINDOW_MS = 3000;
/** Delay before the bank onboarding widget opens. */
export const BANK_WIDGET_OPEN_DELAY_MS = 100;
/** Delay before redirecting after a successful bank connection. */
export const POST_SUCCESS_REDIRECT_DELAY_MS = 500;
/** Time the bank widget script gets to load after a retry. */
export const WIDGET_LOAD_RETRY_MS = 1000;
/** Default tooltip open delay. */
export const TOOLTIP_DELAY_MS = 700;
/** Shorter tooltip open delay used in places. */
export const TOOLTIP_DELAY_SHORT_MS = 300;

// --- Layout ----------------------------------------------------------------------------

/** Width of the settings side drawers. */
export const DRAWER_WIDTH_PX = 480;
/** Size of the Invoice Details dialog, relative to the viewport. */
export const INVOICE_DIALOG_SIZE = '90%';

// --- Money, dates, payments ------------------------------------------------------------

export const DEFAULT_CURRENCY = 'USD';
/** Locale of every currency and date format in the product. */
export const LOCALE = 'en-US';
/** A payment over $10,000 always needs approval (amount in integer cents). */
export const HIGH_VALUE_PAYMENT_THRESHOLD_CENTS = 1_000_000;
/** Arrival date = payment date + 4 calendar days (the label says "4 business days"). */
export const ARRIVAL_DAYS_AFTER_PAYMENT = 4;

export const PAYMENT_METHODS = [
  { id: 'ach', label: 'ACH', enabled: true },
  { id: 'wire', label: 'Wire', enabled: false },
  { id: 'international_wire', label: 'International Wire', enabled: false },
  { id: 'check', label: 'Mail a check', enabled: false },
  { id: 'external', label: "Don't pay using this app", enabled: false },
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'ach';

// --- Organisation settings -------------------------------------------------------------

/** `read_only_mode` when the organisation has not set it. */
export const READ_ONLY_MODE_DEFAULT = true;
/** Maximum length of one domain label in the vendor subset. */
export const DOMAIN_LABEL_MAX_LENGTH = 63;
/** Company name shown when the accounting system reports none. */
export const ACCOUNTING_COMPANY_NAME_FALLBACK = 'QuickBooks Company';

// --- Onboarding ------------------------------------------------------------------------

export const ONBOARDING_STEP_LABELS = [
  'Email System',
  'Connect Gmail',
  'Payment System',
  'Complete',
] as const;
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEP_LABELS.length;

// --- Invoices and tasks ----------------------------------------------------------------

/** Invoice statuses the server sends. */
export const INVOICE_STATUSES = ['draft', 'sent', 'overdue', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const TASK_STATUSES = ['pending', 'approved', 'executed', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_TYPES = ['send_email', 'update_vendor', 'pay_invoice'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Admin task tab: filter choices for status and type (plus a created-date picker). */
export const ADMIN_TASK_FILTER_OPTIONS = {
  status: TASK_STATUSES,
  type: TASK_TYPES,
} as const;

// --- Browser storage -------------------------------------------------------------------

export const STORAGE_KEYS = {
  mandatoryChecksConfig: 'ap.mandatoryChecksConfig',
  protectedActionsConfig: 'ap.protectedActionsConfig',
  /** Not named by SPEC (which keeps the vendor subset in the page): kept beside the two above. */
  vendorSubsetSettings: 'ap.vendorSubsetSettings',
  /** The organisation the three configurations above were saved for (a browser serves several). */
  localConfigurationsOrg: 'ap.localConfigurationsOrg',
  lastSelectedOrg: '__last_selected_org',
  loggedInAt: '__PROPEL_AUTH_LOGGED_IN_AT',
  loggedOutAt: '__PROPEL_AUTH_LOGGED_OUT_AT',
} as const;
