import {
  type CalendarDate,
  DEFAULT_PAYMENT_METHOD,
  type PaymentMethodId,
  TOOLTIP_DELAY_SHORT_MS,
} from '@ap/domain';
import { Button, Group, Paper, Stack, Title, Tooltip } from '@mantine/core';
import { IconFileCertificate, IconMail } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
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
  /** Form W-9: drafts the e-mail asking the vendor for its W-9. Without it the button is disabled. */
  onRequestW9?: () => unknown;
  /** Why the W-9 cannot be asked for (e.g. no vendor e-mail): disabled with this note. Default: none. */
  w9DisabledReason?: string | null;
  /** Requisitioner: drafts an e-mail to the invoice's requisitioner. Without it the button is disabled. */
  onEmailRequisitioner?: () => unknown;
  /** Why the requisitioner cannot be e-mailed: disabled with this note. Default: none. */
  requisitionerDisabledReason?: string | null;
}

type Action = 'w9' | 'requisitioner';

/** A button that waits for its action; disabled with the reason as its tooltip. */
function ActionButton({
  label,
  icon,
  onClick,
  disabledReason,
  busy,
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => unknown;
  disabledReason: string | null;
  busy: boolean;
}) {
  const disabled = !onClick || disabledReason !== null;
  const button = (
    <Button
      size="xs"
      variant="default"
      leftSection={icon}
      disabled={disabled}
      loading={busy}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return disabledReason ? (
    <Tooltip label={disabledReason} openDelay={TOOLTIP_DELAY_SHORT_MS}>
      <span data-action={label}>{button}</span>
    </Tooltip>
  ) : (
    <span data-action={label}>{button}</span>
  );
}

/**
 * Payment method, payment and arrival dates, and the Form W-9 and Requisitioner actions: each
 * drafts an e-mail (to the vendor, to the requisitioner) that a person approves before it goes.
 */
export function PaymentBlock({
  paymentDate,
  editing = false,
  method = DEFAULT_PAYMENT_METHOD,
  onPaymentDateChange,
  onRequestW9,
  w9DisabledReason = null,
  onEmailRequisitioner,
  requisitionerDisabledReason = null,
}: PaymentBlockProps) {
  const [selected, setSelected] = useState<PaymentMethodId>(method);
  const [busy, setBusy] = useState<Action | null>(null);
  const run = (action: Action, handler: (() => unknown) | undefined) =>
    handler &&
    (async () => {
      setBusy(action);
      try {
        await handler();
      } catch {
        // The caller reports the failure.
      } finally {
        setBusy(null);
      }
    });
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
          <ActionButton
            label="Form W-9"
            icon={<IconFileCertificate size={14} aria-hidden />}
            onClick={run('w9', onRequestW9)}
            disabledReason={w9DisabledReason}
            busy={busy === 'w9'}
          />
          <ActionButton
            label="Requisitioner"
            icon={<IconMail size={14} aria-hidden />}
            onClick={run('requisitioner', onEmailRequisitioner)}
            disabledReason={requisitionerDisabledReason}
            busy={busy === 'requisitioner'}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
