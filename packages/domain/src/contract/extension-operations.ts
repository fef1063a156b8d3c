import type { ApiOperation } from './operations';
import { OrganizationSettingsSchema, PaymentProtectionUpdateSchema } from './organization-settings';

const op = <T extends ApiOperation>(operation: T): T => operation;

/**
 * Calls the server offers beyond SPEC §7, because its flows need them. Protected actions are
 * local-only in the spec, but the server must know whether paying needs an approval.
 */
export const apiExtensionOperations = {
  setPaymentProtection: op({
    method: 'put',
    path: '/api/organization/settings/payment-protection',
    summary: "Whether 'executing a payment' is protected (pay drafts an approval task)",
    auth: true,
    body: PaymentProtectionUpdateSchema,
    response: OrganizationSettingsSchema,
  }),
} as const;
