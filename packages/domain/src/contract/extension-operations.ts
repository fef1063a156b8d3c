import {
  MandatoryChecksSettingsSchema,
  MandatoryChecksUpdateSchema,
} from './mandatory-checks-settings';
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
  getMandatoryChecks: op({
    method: 'get',
    path: '/api/organization/settings/mandatory-checks',
    summary: 'The mandatory-checks configuration the server computes checks with',
    auth: true,
    response: MandatoryChecksSettingsSchema,
  }),
  setMandatoryChecks: op({
    method: 'put',
    path: '/api/organization/settings/mandatory-checks',
    summary: 'Sets the mandatory-checks configuration and recomputes the open invoices',
    auth: true,
    body: MandatoryChecksUpdateSchema,
    response: MandatoryChecksSettingsSchema,
  }),
} as const;
