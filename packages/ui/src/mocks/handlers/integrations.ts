import { SUCCESS_TOASTS } from '@ap/domain';
import {
  type AccountingStatus,
  type ApiError,
  type AuthorizeResponse,
  type MailboxStatus,
  type MessageResponse,
  type OrganizationSettings,
  type PaymentAccountStatus,
  ReadOnlyModeUpdateSchema,
} from '@ap/domain/contract';
import { delay, HttpResponse, http } from 'msw';
import {
  createAccountingStatus,
  createMailboxStatus,
  createOrganizationSettings,
  createPaymentAccountStatus,
} from '../fixtures/integrations';
import { codingHandlers } from './coding';

// '*' matches any origin, so the same handlers serve Storybook and the web app's tests.
const API = '*/api';

const apiError = (status: number, error: string, message: string) =>
  HttpResponse.json<ApiError>({ error, message }, { status });

export interface IntegrationHandlerData {
  /** GET /api/gmail/oauth/account; default a connected mailbox. */
  mailbox?: MailboxStatus;
  /** GET /api/quickbooks/oauth/account; default a connected company. */
  accounting?: AccountingStatus;
  /** GET /api/moov/status; null answers 404 (no account yet); default a linked account. */
  paymentAccount?: PaymentAccountStatus | null;
  /** GET /api/organization/settings/; default read-only. */
  organizationSettings?: OrganizationSettings;
  /** auth_url of the mailbox OAuth start; default the sandbox's Google stand-in. */
  gmailAuthUrl?: string;
  /** auth_url of the accounting OAuth start; default the sandbox's QuickBooks stand-in. */
  quickbooksAuthUrl?: string;
}

/**
 * The settings page's integration calls, on an in-memory copy: unlinking clears the status the
 * next GET returns, and the permission level cannot change while a mailbox is connected.
 */
export function integrationHandlers({
  mailbox = createMailboxStatus(),
  accounting = createAccountingStatus(),
  paymentAccount = createPaymentAccountStatus(),
  organizationSettings = createOrganizationSettings(),
  gmailAuthUrl = 'http://localhost:4020/o/oauth2/v2/auth',
  quickbooksAuthUrl = 'http://localhost:4030/connect/oauth2',
}: IntegrationHandlerData = {}) {
  const state = { mailbox, accounting, settings: organizationSettings };
  return [
    ...codingHandlers(),
    http.get(`${API}/gmail/oauth/account`, () => HttpResponse.json(state.mailbox)),
    http.delete(`${API}/gmail/oauth/account`, () => {
      state.mailbox = { gmail_email: null };
      return HttpResponse.json<MessageResponse>({ message: SUCCESS_TOASTS.gmailUnlinked });
    }),
    http.post(`${API}/gmail/oauth/authorize`, () =>
      HttpResponse.json<AuthorizeResponse>({ auth_url: gmailAuthUrl }),
    ),
    http.get(`${API}/quickbooks/oauth/account`, () => HttpResponse.json(state.accounting)),
    http.delete(`${API}/quickbooks/oauth/account`, () => {
      state.accounting = { connected: false, company_name: null };
      return HttpResponse.json<MessageResponse>({ message: SUCCESS_TOASTS.quickBooksUnlinked });
    }),
    http.post(`${API}/quickbooks/oauth/authorize`, () =>
      HttpResponse.json<AuthorizeResponse>({ auth_url: quickbooksAuthUrl }),
    ),
    http.get(`${API}/moov/status`, () =>
      paymentAccount === null
        ? apiError(404, 'not_found', 'Payment account not found')
        : HttpResponse.json(paymentAccount),
    ),
    http.get(`${API}/organization/settings/`, () => HttpResponse.json(state.settings)),
    http.put(`${API}/organization/settings/read-only-mode`, async ({ request }) => {
      const body = ReadOnlyModeUpdateSchema.safeParse(await request.json().catch(() => null));
      if (!body.success)
        return apiError(400, 'validation_error', 'read_only_mode must be a boolean');
      if (state.mailbox.gmail_email !== null) {
        return apiError(409, 'conflict', 'Unlink the mailbox to change the permission level');
      }
      state.settings = { ...state.settings, read_only_mode: body.data.read_only_mode };
      return HttpResponse.json(state.settings);
    }),
  ];
}

const STATUS_PATHS = [
  `${API}/gmail/oauth/account`,
  `${API}/quickbooks/oauth/account`,
  `${API}/moov/status`,
  `${API}/organization/settings/`,
];

/** Every integration status call fails with 500 ('Error loading Gmail status'...). */
export function integrationErrorHandlers() {
  return STATUS_PATHS.map((path) =>
    http.get(path, () => apiError(500, 'internal_error', 'Internal Server Error')),
  );
}

/** Every integration status call never answers (loading states). */
export function integrationLoadingHandlers() {
  return STATUS_PATHS.map((path) =>
    http.get(path, async () => {
      await delay('infinite');
      return new HttpResponse(null);
    }),
  );
}
