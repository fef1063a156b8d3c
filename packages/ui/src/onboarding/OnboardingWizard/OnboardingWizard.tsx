import {
  canGoBackFromStep,
  canProceedFromStep,
  INITIAL_ONBOARDING_STATE,
  isLastOnboardingStep,
  ONBOARDING_STEP_LABELS,
  type OnboardingState,
} from '@ap/domain';
import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { ChoiceList } from './ChoiceList';
import { ConnectionPanel } from './ConnectionPanel';
import { EMAIL_SYSTEM_CHOICES, MAILBOX_CHOICES } from './onboardingChoices';
import { PaymentSystemStep } from './PaymentSystemStep';

type Choices = Pick<OnboardingState, 'emailSystem' | 'mailboxOption' | 'paymentSystem'>;

export interface OnboardingWizardProps {
  /** Whether the shared mailbox is connected. */
  mailboxConnected: boolean;
  /** The connected mailbox address; default none. */
  mailboxEmail?: string | null;
  /** Starts the mailbox OAuth redirect; may return a promise. */
  onConnectMailbox: () => unknown;
  /** Whether the accounting system is connected. */
  accountingConnected: boolean;
  /** The connected company's name; default none. */
  accountingCompanyName?: string | null;
  /** Starts the accounting-system OAuth redirect; may return a promise. */
  onConnectAccounting: () => unknown;
  /** Go to Dashboard on the last step. */
  onFinish: () => void;
  /** Called with a not-yet-supported option's id when its waitlist is joined; default none. */
  onJoinWaitlist?: (option: string) => void;
  /** 1-based starting step (e.g. after returning from an OAuth redirect); default 1. */
  initialStep?: number;
  /** Starting choices; default none chosen. */
  initialChoices?: Partial<Choices>;
}

/** /onboarding: Email System, Connect Gmail, Payment System, Complete, gated as SPEC §4. */
export function OnboardingWizard({
  mailboxConnected,
  mailboxEmail,
  onConnectMailbox,
  accountingConnected,
  accountingCompanyName,
  onConnectAccounting,
  onFinish,
  onJoinWaitlist,
  initialStep = 1,
  initialChoices,
}: OnboardingWizardProps) {
  const [step, setStep] = useState(initialStep);
  const [choices, setChoices] = useState<Choices>({
    ...INITIAL_ONBOARDING_STATE,
    ...initialChoices,
  });
  const choose = (patch: Partial<Choices>) => setChoices((current) => ({ ...current, ...patch }));
  const state: OnboardingState = { ...choices, mailboxConnected, accountingConnected };
  const last = isLastOnboardingStep(step);

  return (
    <Stack gap="xl">
      <Stepper active={step - 1} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={ONBOARDING_STEP_LABELS[0]}>
          <ChoiceList
            label="Which email system does your company use?"
            choices={EMAIL_SYSTEM_CHOICES}
            value={choices.emailSystem}
            onChange={(emailSystem: NonNullable<Choices['emailSystem']>) => choose({ emailSystem })}
            onJoinWaitlist={onJoinWaitlist}
          />
        </Stepper.Step>
        <Stepper.Step label={ONBOARDING_STEP_LABELS[1]}>
          <Stack gap="md">
            <ChoiceList
              label="Where do vendor invoices arrive?"
              choices={MAILBOX_CHOICES}
              value={choices.mailboxOption}
              onChange={(mailboxOption: NonNullable<Choices['mailboxOption']>) =>
                choose({ mailboxOption })
              }
            />
            {choices.mailboxOption === 'shared' && (
              <ConnectionPanel
                connected={mailboxConnected}
                connectedTo={mailboxEmail}
                connectLabel="Connect Gmail"
                onConnect={onConnectMailbox}
              />
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={ONBOARDING_STEP_LABELS[2]}>
          <PaymentSystemStep
            value={choices.paymentSystem}
            onChange={(paymentSystem) => choose({ paymentSystem })}
            accountingConnected={accountingConnected}
            accountingCompanyName={accountingCompanyName}
            onConnectAccounting={onConnectAccounting}
          />
        </Stepper.Step>
        <Stepper.Step label={ONBOARDING_STEP_LABELS[3]}>
          <Text>You’re all set. The assistant will start reviewing invoices as they arrive.</Text>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={!canGoBackFromStep(step)}
          onClick={() => setStep(step - 1)}
        >
          Previous
        </Button>
        <Button
          color="blue.8"
          disabled={!canProceedFromStep(step, state)}
          onClick={() => (last ? onFinish() : setStep(step + 1))}
        >
          {last ? 'Go to Dashboard' : 'Next'}
        </Button>
      </Group>
    </Stack>
  );
}
