import { PAYMENT_CONTROLS } from '@ap/domain';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { SettingsCard } from '../SettingsPage/SettingsCard';

type Control = keyof typeof PAYMENT_CONTROLS;

export interface PaymentControlsProps {
  /** Dual control on or off; undefined while loading. */
  dualControl: boolean | undefined;
  /** Payment protection on or off; undefined while loading. */
  paymentProtection: boolean | undefined;
  /** Turns dual control on or off; may return a promise (the switch waits for it). */
  onDualControlChange: (on: boolean) => unknown;
  /** Turns payment protection on or off; may return a promise (the switch waits for it). */
  onPaymentProtectionChange: (on: boolean) => unknown;
  /** Why this user may not change them (their role); the switches show read-only. Default: none. */
  disabledReason?: string | null;
}

/**
 * The Dual Control and Payment Protection switches, each with what it does in one line. A
 * switch waits for its change to be saved; the saved value (from the caller) is what it shows.
 */
export function PaymentControls({
  dualControl,
  paymentProtection,
  onDualControlChange,
  onPaymentProtectionChange,
  disabledReason = null,
}: PaymentControlsProps) {
  const [pending, setPending] = useState<Control | null>(null);
  const change = async (control: Control, on: boolean) => {
    setPending(control);
    try {
      await (control === 'dualControl' ? onDualControlChange : onPaymentProtectionChange)(on);
    } catch {
      // The caller reports the failure; the switch keeps showing the saved value.
    } finally {
      setPending(null);
    }
  };
  const values: Record<Control, boolean | undefined> = { dualControl, paymentProtection };
  return (
    <Stack gap="sm">
      {disabledReason !== null && <RestrictionNote>{disabledReason}</RestrictionNote>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(Object.keys(PAYMENT_CONTROLS) as Control[]).map((control) => {
          const { title, description } = PAYMENT_CONTROLS[control];
          const value = values[control];
          return (
            <SettingsCard
              key={control}
              title={title}
              description={description}
              action={
                <Switch
                  aria-label={title}
                  label={value === undefined ? 'Loading…' : value ? 'On' : 'Off'}
                  checked={value ?? false}
                  disabled={value === undefined || disabledReason !== null || pending !== null}
                  aria-busy={pending === control}
                  onChange={(event) => void change(control, event.currentTarget.checked)}
                />
              }
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
