import { OnboardingWizard } from '@ap/ui';
import { Container } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { markConnectionStartedFromOnboarding } from '../settings/onboarding-return';
import { useIntegrations } from '../settings/useIntegrations';

const route = getRouteApi('/onboarding');

const MAILBOX_STEP = 2;
const PAYMENT_SYSTEM_STEP = 3;

/**
 * /onboarding: the four gated steps. The Gmail and QuickBooks steps connect through the
 * providers' consent pages and come back to the same step (`?step=`), with the earlier
 * choices that step needs.
 */
export function OnboardingScreen() {
  const { step } = route.useSearch();
  const navigate = route.useNavigate();
  const integrations = useIntegrations();
  const mailboxEmail = integrations.mailboxStatus?.gmail_email ?? null;
  const accounting = integrations.accountingStatus;

  return (
    <Container size="md" py="xl">
      <OnboardingWizard
        initialStep={step}
        initialChoices={
          step && step >= MAILBOX_STEP
            ? {
                emailSystem: 'workspace',
                mailboxOption: 'shared',
                // Coming back to step 3 means the accounting system was the choice.
                ...(step >= PAYMENT_SYSTEM_STEP ? { paymentSystem: 'accounting_system' } : {}),
              }
            : undefined
        }
        mailboxConnected={mailboxEmail !== null}
        mailboxEmail={mailboxEmail}
        onConnectMailbox={() => {
          markConnectionStartedFromOnboarding(MAILBOX_STEP);
          return integrations.connectGmail();
        }}
        accountingConnected={Boolean(accounting?.connected)}
        accountingCompanyName={accounting?.company_name}
        onConnectAccounting={() => {
          markConnectionStartedFromOnboarding(PAYMENT_SYSTEM_STEP);
          return integrations.connectQuickBooks();
        }}
        onFinish={() => void navigate({ to: '/dashboard' })}
      />
    </Container>
  );
}
