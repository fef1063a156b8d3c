import {
  arrivalDate,
  type CalendarDate,
  formatShortDate,
  LABELS,
  toCalendarDate,
} from '@ap/domain';
import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';

export interface PaymentDatesProps {
  /** The payment date (YYYY-MM-DD) or null when not set. */
  paymentDate: CalendarDate | null;
  /** Edit mode: Payment Date is a date input; default false. */
  editing?: boolean;
  /** ACH shows the '4 business days' marker between the dates; others two columns. Default true. */
  ach?: boolean;
  /** Called with the typed date, or null when cleared or invalid. */
  onPaymentDateChange?: (date: CalendarDate | null) => void;
}

function DateValue({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text size="sm" data-testid={label}>
        {text}
      </Text>
    </div>
  );
}

/** Payment Date and the Arrival Date derived from it (payment date + 4 days). */
export function PaymentDates({
  paymentDate,
  editing = false,
  ach = true,
  onPaymentDateChange,
}: PaymentDatesProps) {
  const arrival = formatShortDate(arrivalDate(paymentDate)) ?? LABELS.arrivalDateNotCalculated;
  const payment = editing ? (
    <TextInput
      type="date"
      label="Payment Date"
      size="sm"
      value={paymentDate ?? ''}
      onChange={(event) => onPaymentDateChange?.(toCalendarDate(event.currentTarget.value))}
    />
  ) : (
    <DateValue
      label="Payment Date"
      text={formatShortDate(paymentDate) ?? LABELS.paymentDateNotSet}
    />
  );
  if (!ach) {
    return (
      <SimpleGrid cols={2} spacing="md">
        {payment}
        <DateValue label="Arrival Date" text={arrival} />
      </SimpleGrid>
    );
  }
  return (
    <Group gap="lg" align="flex-end" wrap="nowrap">
      {payment}
      <Group gap={4} c="gray.7" pb={4} wrap="nowrap">
        <IconArrowRight size={16} aria-hidden />
        <Text size="xs">{LABELS.arrivalMarker}</Text>
        <IconArrowRight size={16} aria-hidden />
      </Group>
      <DateValue label="Arrival Date" text={arrival} />
    </Group>
  );
}
