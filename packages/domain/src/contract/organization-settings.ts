import { z } from 'zod';
import { READ_ONLY_MODE_DEFAULT } from '../constants';

export { READ_ONLY_MODE_DEFAULT };

/** GET /api/organization/settings/: read_only_mode is the mailbox permission level. */
export const OrganizationSettingsSchema = z.object({
  read_only_mode: z.boolean(),
  /**
   * Not in SPEC §7 (protected actions are local there): the server's copy of the
   * 'executing a payment' protection, true by default like the local configuration.
   */
  payment_execution_protected: z.boolean().optional(),
  /**
   * Not in SPEC §7: dual control (off by default). When on, whoever requested a payment, last
   * changed the invoice amount or last changed the vendor's bank details cannot approve it.
   */
  dual_control: z.boolean().optional(),
});

/** PUT /api/organization/settings/read-only-mode (refused with 409 while a mailbox is connected). */
export const ReadOnlyModeUpdateSchema = z.object({ read_only_mode: z.boolean() });

/** PUT /api/organization/settings/payment-protection (extension, see above). */
export const PaymentProtectionUpdateSchema = z.object({ payment_execution_protected: z.boolean() });

/** PUT /api/organization/settings/dual-control (extension, see above). */
export const DualControlUpdateSchema = z.object({ dual_control: z.boolean() });

export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;
export type ReadOnlyModeUpdate = z.infer<typeof ReadOnlyModeUpdateSchema>;
export type PaymentProtectionUpdate = z.infer<typeof PaymentProtectionUpdateSchema>;
export type DualControlUpdate = z.infer<typeof DualControlUpdateSchema>;
