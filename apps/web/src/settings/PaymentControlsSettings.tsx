import { PAYMENT_CONTROLS } from '@ap/domain';
import { PaymentControls, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { useSetDualControl, useSetPaymentProtection } from '../api/integrations/mutations';
import { organizationSettingsQueryOptions } from '../api/integrations/queries';
import { useOperationDenial } from '../auth/useOperationDenial';
import { runAction } from '../feedback/toast-action';

/**
 * The Dual Control and Payment Protection switches wired to the organisation settings: each
 * change is saved by the server (audited there) and toasts; a Member sees them read-only.
 */
export function PaymentControlsSettings() {
  const settings = useQuery(organizationSettingsQueryOptions());
  const dualControl = useSetDualControl();
  const paymentProtection = useSetPaymentProtection();
  const denial = useOperationDenial();
  const change =
    (control: keyof typeof PAYMENT_CONTROLS, mutate: (on: boolean) => Promise<unknown>) =>
    async (on: boolean) => {
      const wording = PAYMENT_CONTROLS[control];
      await runAction(() => mutate(on), { failed: wording.failed });
      showSuccessToast(on ? wording.on : wording.off);
    };
  return (
    <PaymentControls
      dualControl={settings.data?.dual_control}
      paymentProtection={settings.data?.payment_execution_protected}
      onDualControlChange={change('dualControl', dualControl.mutateAsync)}
      onPaymentProtectionChange={change('paymentProtection', paymentProtection.mutateAsync)}
      disabledReason={denial(
        ['setDualControl', 'setPaymentProtection'],
        'change dual control or payment protection',
      )}
    />
  );
}
