import { z } from 'zod';
import { AuditLogPageSchema, AuditLogQuerySchema } from './audit-log';
import { IdParamsSchema } from './common';
import { IntakeMessageListSchema } from './intake-message';
import { InvoiceSchema } from './invoice';
import type { ApiOperation } from './operations';
import {
  MandatoryChecksUpdateSchema,
  OrganizationConfigurationsSchema,
  ProtectedActionsUpdateSchema,
  VendorSubsetUpdateSchema,
} from './organization-configurations';
import {
  DualControlUpdateSchema,
  OrganizationSettingsSchema,
  PaymentProtectionUpdateSchema,
} from './organization-settings';
import { VendorBankDetailsSchema } from './vendor';

const op = <T extends ApiOperation>(operation: T): T => operation;

/** A file as it arrived; the answer's Content-Type and Content-Disposition name it. */
export const OriginalFileSchema = z.custom<Blob>(
  (value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value,
);

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
  setDualControl: op({
    method: 'put',
    path: '/api/organization/settings/dual-control',
    summary:
      'Dual control: who asked for a payment (or changed its amount or bank details) cannot approve it',
    auth: true,
    body: DualControlUpdateSchema,
    response: OrganizationSettingsSchema,
  }),
  revealVendorBankDetails: op({
    method: 'post',
    path: '/api/vendors/{id}/bank-details/reveal',
    summary: "The vendor's full account and routing numbers (Admin, audited)",
    auth: true,
    params: IdParamsSchema,
    response: VendorBankDetailsSchema,
  }),
  listAuditLog: op({
    method: 'get',
    path: '/api/admin/audit-log',
    summary: 'Audit log, newest first, by entity and time (Admin)',
    auth: true,
    query: AuditLogQuerySchema,
    response: AuditLogPageSchema,
  }),
  downloadInvoiceOriginal: op({
    method: 'get',
    path: '/api/invoices/{id}/original',
    summary: 'The original file the invoice was read from (PDF, image, XML or the e-mail)',
    auth: true,
    params: IdParamsSchema,
    response: OriginalFileSchema,
  }),
  approveInvoice: op({
    method: 'post',
    path: '/api/invoices/{id}/approvals/approve',
    summary:
      "Approves the invoice's waiting approval steps that name the signed-in user (403 when none does, 409 when nothing waits)",
    auth: true,
    params: IdParamsSchema,
    response: InvoiceSchema,
  }),
  listIntakeMessages: op({
    method: 'get',
    path: '/api/mail-intake/messages',
    summary: 'The latest mailbox messages intake processed, newest first, with what it did and why',
    auth: true,
    response: IntakeMessageListSchema,
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

export type ApiExtensionOperationName = keyof typeof apiExtensionOperations;
