import type { ApiOperation } from './operations';
import {
  MandatoryChecksUpdateSchema,
  OrganizationConfigurationsSchema,
  ProtectedActionsUpdateSchema,
  VendorSubsetUpdateSchema,
} from './organization-configurations';
import { OrganizationSettingsSchema, PaymentProtectionUpdateSchema } from './organization-settings';

const op = <T extends ApiOperation>(operation: T): T => operation;

/**
 * Calls the server offers beyond SPEC §7, because its flows need them. Protected actions are
 * local-only in the spec, but the server must know whether paying needs an approval; the three
 * configurations of the settings page are also kept per organisation (the server copy wins).
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
  getOrganizationConfigurations: op({
    method: 'get',
    path: '/api/organization/configurations',
    summary: 'The saved mandatory checks, protected actions and vendor subset (null: never saved)',
    auth: true,
    response: OrganizationConfigurationsSchema,
  }),
  setMandatoryChecks: op({
    method: 'put',
    path: '/api/organization/configurations/mandatory-checks',
    summary: 'Saves the mandatory checks (merged onto the defaults: always-required stay on)',
    auth: true,
    body: MandatoryChecksUpdateSchema,
    response: OrganizationConfigurationsSchema,
  }),
  setProtectedActions: op({
    method: 'put',
    path: '/api/organization/configurations/protected-actions',
    summary: "Saves the protected actions; 'Executing a Payment' also sets the payment protection",
    auth: true,
    body: ProtectedActionsUpdateSchema,
    response: OrganizationConfigurationsSchema,
  }),
  setVendorSubset: op({
    method: 'put',
    path: '/api/organization/configurations/vendor-subset',
    summary: 'Saves the vendor subset (every domain and sender must be valid, SPEC §5)',
    auth: true,
    body: VendorSubsetUpdateSchema,
    response: OrganizationConfigurationsSchema,
  }),
} as const;
