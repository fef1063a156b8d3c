import {
  type CalendarDate,
  DEFAULT_PAYMENT_METHOD,
  LABELS,
  type PaymentMethodId,
  TOOLTIP_DELAY_SHORT_MS,
} from '@ap/domain';
import { Button, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { PaymentDates } from './PaymentDates';
import { PaymentMethodPicker } from './PaymentMethodPicker';

export interface PaymentBlockProps {
  /** The payment date (YYYY-MM-DD) or null when not set. */
  paymentDate: CalendarDate | null;
  /** Edit mode: ACH is selectable and Payment Date is an input; default false. */
  editing?: boolean;
  /** The invoice's payment method; default ACH. */
  method?: PaymentMethodId;
  /** Called with the typed payment date, or null when cleared. */
  onPaymentDateChange?: (date: CalendarDate | null) => void;
}

// Planned actions, disabled until built (SPEC §2 wording 'Under Construction').
const PLANNED_ACTIONS = ['Form W-9', 'Requisitioner'] as const;

/** Payment method, payment and arrival dates, and the (disabled) W-9 / requisitioner actions. */
export function PaymentBlock({
  paymentDate,
  editing = false,
  method = DEFAULT_PAYMENT_METHOD,
  onPaymentDateChange,
}: PaymentBlockProps) {
  const [selected, setSelected] = useState<PaymentMethodId>(method);
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        Payment
      </Title>
      <Stack gap="md">
        <PaymentMethodPicker value={selected} editing={editing} onChange={setSelected} />
        <PaymentDates
          paymentDate={paymentDate}
          editing={editing}
          ach={selected === 'ach'}
          onPaymentDateChange={onPaymentDateChange}
        />
        <Group gap="sm">
          {PLANNED_ACTIONS.map((action) => (
            <Tooltip
              key={action}
              label={LABELS.underConstructionTitle}
              openDelay={TOOLTIP_DELAY_SHORT_MS}
            >
              <span data-action={action}>
                <Button size="xs" variant="default" disabled>
                  {action}
                </Button>
              </span>
            </Tooltip>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
