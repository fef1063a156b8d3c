import { z } from 'zod';
import { ACCOUNTING_COMPANY_NAME_FALLBACK } from '../constants';

/** Shown when the accounting system does not name the company. */
export const ACCOUNTING_COMPANY_FALLBACK = ACCOUNTING_COMPANY_NAME_FALLBACK;

/** GET /api/quickbooks/oauth/account: company_name is null while not connected. */
export const AccountingStatusSchema = z.object({
  connected: z.boolean(),
  company_name: z.string().nullable(),
});

export type AccountingStatus = z.infer<typeof AccountingStatusSchema>;
