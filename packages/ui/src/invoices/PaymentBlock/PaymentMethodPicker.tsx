import { LABELS, PAYMENT_METHODS, type PaymentMethodId, TOOLTIP_DELAY_SHORT_MS } from '@ap/domain';
import { Group, Radio, Tooltip } from '@mantine/core';

export interface PaymentMethodPickerProps {
  /** The selected method; default ACH. */
  value?: PaymentMethodId;
  /** Edit mode: the enabled methods (ACH only) become selectable; default false. */
  editing?: boolean;
  /** Called with the chosen method. */
  onChange?: (method: PaymentMethodId) => void;
}

/** Payment methods; only ACH can be chosen, the rest are disabled 'Under construction'. */
export function PaymentMethodPicker({
  value = 'ach',
  editing = false,
  onChange,
}: PaymentMethodPickerProps) {
  return (
    <Radio.Group
      label="Payment Method"
      value={value}
      onChange={(method) => onChange?.(method as PaymentMethodId)}
    >
      <Group gap="md" mt="xs">
        {PAYMENT_METHODS.map((method) => {
          const radio = (
            <Radio value={method.id} label={method.label} disabled={!editing || !method.enabled} />
          );
          if (method.enabled) return <div key={method.id}>{radio}</div>;
          return (
            <Tooltip
              key={method.id}
              label={LABELS.underConstruction}
              openDelay={TOOLTIP_DELAY_SHORT_MS}
            >
              <div data-method={method.id}>{radio}</div>
            </Tooltip>
          );
        })}
      </Group>
    </Radio.Group>
  );
}
