import { loadMoov } from '@moovio/moov-js';

type OnboardingElement = HTMLElement & {
  token: string;
  facilitatorAccountID: string;
  capabilities: string[];
  open: boolean;
  onResourceCreated: (event: {
    resourceType: string;
    resource: { accountID?: string };
  }) => Promise<void>;
  onSuccess: () => void;
  onCancel: () => void;
  onError: (event: { errorType: string; error: Error }) => void;
};

declare global {
  interface Window {
    MOOV_CONFIG: { token: string; facilitatorAccountID: string };
    /** Exposed by the test: the product's /api/moov/update-token, minting a token scoped to the new account. */
    widenToken: (accountID: string) => Promise<string>;
  }
}

const log = (text: string) => {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('events')?.append(item);
};

/** What /connect-bank does: load Moov.js through the real library, open the onboarding Drop, follow its callbacks. */
const start = async () => {
  const { token, facilitatorAccountID } = window.MOOV_CONFIG;
  // ?widen=no plays an app that forgets to swap in the account-scoped token.
  const widen = new URLSearchParams(window.location.search).get('widen') !== 'no';
  const moov = await loadMoov(token);
  log(`loaded ${moov ? 'Moov' : 'nothing'}`);
  const onboarding = document.createElement('moov-onboarding') as OnboardingElement;
  document.body.append(onboarding);
  onboarding.token = token;
  onboarding.facilitatorAccountID = facilitatorAccountID;
  onboarding.capabilities = ['transfers', 'send-funds'];
  onboarding.onResourceCreated = async ({ resourceType, resource }) => {
    log(`created ${resourceType}`);
    if (resourceType === 'account' && resource.accountID && widen)
      onboarding.token = await window.widenToken(resource.accountID);
  };
  onboarding.onSuccess = () => {
    log('success');
    onboarding.open = false;
  };
  onboarding.onCancel = () => {
    log('cancel');
    onboarding.open = false;
  };
  onboarding.onError = ({ errorType }) => log(`error ${errorType}`);
  onboarding.open = true;
};

void start();
