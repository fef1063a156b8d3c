import { z } from 'zod';
import { IdParamsSchema } from './common';
import { IntakeMessageListSchema } from './intake-message';
import type { ApiOperation } from './operations';
import { OrganizationSettingsSchema, PaymentProtectionUpdateSchema } from './organization-settings';

const op = <T extends ApiOperation>(operation: T): T => operation;

/** A file as it arrived; the answer's Content-Type and Content-Disposition name it. */
export const OriginalFileSchema = z.custom<Blob>(
  (value) => typeof value === 'object' && value !== null && 'arrayBuffer' in value,
);

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
  downloadInvoiceOriginal: op({
    method: 'get',
    path: '/api/invoices/{id}/original',
    summary: 'The original file the invoice was read from (PDF, image, XML or the e-mail)',
    auth: true,
    params: IdParamsSchema,
    response: OriginalFileSchema,
  }),
  listIntakeMessages: op({
    method: 'get',
    path: '/api/mail-intake/messages',
    summary: 'The latest mailbox messages intake processed, newest first, with what it did and why',
    auth: true,
    response: IntakeMessageListSchema,
  }),
} as const;
