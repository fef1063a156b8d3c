import { APP_MESSAGES } from '@ap/domain';
import { Alert, Center, Container, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { publicConfigQueryOptions } from '../api/config/public-config';
import { moovCalls } from '../api/integrations/moov';
import { paymentAccountStatusQueryOptions } from '../api/integrations/queries';
import {
  type BankOnboardingOutcome,
  MOOV_ONBOARDING_TAG,
  startBankOnboarding,
} from './bank-onboarding';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const widgetDefined = (ms: number) =>
  customElements.get(MOOV_ONBOARDING_TAG)
    ? Promise.resolve(true)
    : Promise.race([
        customElements.whenDefined(MOOV_ONBOARDING_TAG).then(() => true),
        wait(ms).then(() => false),
      ]);

/** /connect-bank: 'Loading...', then the payment provider's onboarding widget. */
export function ConnectBankScreen() {
  const container = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<BankOnboardingOutcome | 'loading'>('loading');
  const started = useRef(false);

  useEffect(() => {
    const host = container.current;
    if (!host || started.current) return;
    started.current = true;
    const run = async () => {
      const config = await queryClient.fetchQuery(publicConfigQueryOptions());
      return startBankOnboarding(host, config.moov_facilitator_account_id || undefined, {
        status: () =>
          queryClient.fetchQuery({ ...paymentAccountStatusQueryOptions(), staleTime: 0 }),
        onboardingToken: moovCalls.onboardingToken,
        saveAccount: moovCalls.saveAccount,
        updateToken: moovCalls.updateToken,
        loadMoov: async (token) => (await import('@moovio/moov-js')).loadMoov(token),
        widgetDefined,
        alert: (message) => window.alert(message),
        goToSettings: (linked) =>
          void navigate({ to: '/settings', search: linked ? { moov_linked: 'success' } : {} }),
        wait,
        logError: (message, error) => console.error(message, error ?? ''),
      });
    };
    run()
      .then(setOutcome)
      .catch((error) => {
        console.error('Bank setup failed', error);
        window.alert(APP_MESSAGES.bankSetupError);
        setOutcome('failed');
      });
  }, [queryClient, navigate]);

  return (
    <Container size="md" py="xl">
      {outcome === 'loading' && (
        <Center>
          <Text>{APP_MESSAGES.loading}</Text>
        </Center>
      )}
      {outcome === 'failed' && (
        <Alert color="red" role="alert">
          {APP_MESSAGES.bankSetupError}
        </Alert>
      )}
      <div ref={container} />
    </Container>
  );
}
