import {
  APP_MESSAGES,
  BANK_WIDGET_OPEN_DELAY_MS,
  POST_SUCCESS_REDIRECT_DELAY_MS,
  WIDGET_LOAD_RETRY_MS,
} from '@ap/domain';
import type { PaymentAccountStatus } from '@ap/domain/contract';

/** The `<moov-onboarding>` drop's properties this flow sets (Moov.js onboarding widget). */
export interface MoovOnboardingElement extends HTMLElement {
  token: string;
  facilitatorAccountID?: string;
  capabilities?: string[];
  open: boolean;
  onResourceCreated?: (event: {
    resourceType: string;
    resource: { accountID?: string };
  }) => unknown;
  onSuccess?: () => void;
  onCancel?: () => void;
  onExit?: () => void;
  onError?: (event: { errorType?: string; error?: unknown }) => void;
}

export const MOOV_ONBOARDING_TAG = 'moov-onboarding';
/** What paying vendors by ACH needs on the new account. */
const CAPABILITIES = ['transfers', 'send-funds'];
/** Resources whose creation widens the widget's token (SPEC §7). */
const TOKEN_RESOURCES = /^(account|paymentMethod|bankAccount|capabilit(y|ies))$/;

export interface BankOnboardingDeps {
  status: () => Promise<PaymentAccountStatus>;
  onboardingToken: () => Promise<string>;
  saveAccount: (accountId: string) => Promise<unknown>;
  updateToken: (accountId: string, resourceType: string) => Promise<string>;
  /** Moov.js's loadMoov (imported lazily: importing it injects Moov's script). */
  loadMoov: (token: string) => Promise<unknown>;
  /** True once the widget element is defined, waiting at most `ms`. */
  widgetDefined: (ms: number) => Promise<boolean>;
  alert: (message: string) => void;
  /** /settings, or /settings?moov_linked=success. */
  goToSettings: (linked: boolean) => void;
  wait: (ms: number) => Promise<void>;
  logError: (message: string, error?: unknown) => void;
}

export type BankOnboardingOutcome = 'open' | 'already-connected' | 'failed';

/**
 * /connect-bank (SPEC §2): an organisation already connected is told so and sent back; else
 * the widget gets a token, opens after 100 ms, widens its token as resources are created,
 * and on success closes and goes to /settings?moov_linked=success after 500 ms.
 */
export async function startBankOnboarding(
  container: HTMLElement,
  facilitatorAccountId: string | undefined,
  deps: BankOnboardingDeps,
): Promise<BankOnboardingOutcome> {
  if ((await deps.status()).connected) {
    deps.alert(APP_MESSAGES.bankAlreadySetUp);
    deps.goToSettings(false);
    return 'already-connected';
  }
  const token = await deps.onboardingToken();
  try {
    await deps.loadMoov(token);
  } catch (error) {
    deps.logError('Moov.js did not load; retrying', error);
  }
  if (!(await deps.widgetDefined(WIDGET_LOAD_RETRY_MS))) {
    deps.logError('The bank onboarding widget did not load');
    return 'failed';
  }

  const widget = document.createElement(MOOV_ONBOARDING_TAG) as MoovOnboardingElement;
  let accountId: string | null = null;
  widget.token = token;
  widget.facilitatorAccountID = facilitatorAccountId;
  widget.capabilities = CAPABILITIES;
  widget.onResourceCreated = async ({ resourceType, resource }) => {
    try {
      if (resourceType === 'account' && resource.accountID) {
        accountId = resource.accountID;
        await deps.saveAccount(accountId);
      }
      if (accountId && TOKEN_RESOURCES.test(resourceType)) {
        widget.token = await deps.updateToken(accountId, resourceType);
      }
    } catch (error) {
      deps.logError('Bank setup call failed', error);
      deps.alert(APP_MESSAGES.bankSetupError);
    }
  };
  widget.onSuccess = async () => {
    widget.open = false;
    await deps.wait(POST_SUCCESS_REDIRECT_DELAY_MS);
    deps.goToSettings(true);
  };
  widget.onCancel = () => deps.goToSettings(false);
  widget.onExit = () => deps.goToSettings(false);
  widget.onError = ({ error }) => {
    deps.logError('Bank onboarding widget error', error);
    deps.alert(APP_MESSAGES.bankSetupError);
  };
  container.appendChild(widget);
  await deps.wait(BANK_WIDGET_OPEN_DELAY_MS);
  widget.open = true;
  return 'open';
}
