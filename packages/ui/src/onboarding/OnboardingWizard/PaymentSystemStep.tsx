import type { PaymentSystemChoice } from '@ap/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ChoiceList } from './ChoiceList';
import { ConnectionPanel } from './ConnectionPanel';
import { PAYMENT_SYSTEM_CHOICES, SPEND_TOOL_NAMES } from './onboardingChoices';

export interface PaymentSystemStepProps {
  /** The chosen option; null when none. */
  value: PaymentSystemChoice | null;
  /** Called with the chosen option. */
  onChange: (value: PaymentSystemChoice) => void;
  /** Whether the accounting system is connected. */
  accountingConnected: boolean;
  /** The connected company's name; default none. */
  accountingCompanyName?: string | null;
  /** Starts the accounting-system connection. */
  onConnectAccounting: () => unknown;
}

/** Step 3: where vendor and payment data lives, or skip (with its warning). */
export function PaymentSystemStep({
  value,
  onChange,
  accountingConnected,
  accountingCompanyName,
  onConnectAccounting,
}: PaymentSystemStepProps) {
  const spendTool = value ? SPEND_TOOL_NAMES[value] : undefined;
  return (
    <Stack gap="md">
      <ChoiceList
        label="Where does your vendor and payment data live?"
        choices={PAYMENT_SYSTEM_CHOICES}
        value={value}
        onChange={onChange}
      />
      {value === 'accounting_system' && (
        <ConnectionPanel
          connected={accountingConnected}
          connectedTo={accountingCompanyName}
          connectLabel="Connect QuickBooks"
          onConnect={onConnectAccounting}
        />
      )}
      {spendTool && (
        <Text size="sm" role="note">
          Follow the instructions we will e-mail you to share your vendor and payment data from{' '}
          {spendTool}.
        </Text>
      )}
      {value === 'skip' && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          Without your vendor and payment data, vendors may be re-onboarded, and 1099s will not be
          produced.
        </Alert>
      )}
    </Stack>
  );
}
