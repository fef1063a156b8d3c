import { z } from 'zod';
import {
  companyDetailsProblems,
  COMPANY_DETAILS_LIMITS as LIMITS,
} from '../company-details/company-details';
import { TimestampSchema } from './common';
import { safeText } from './input-schemas';

/**
 * Beyond SPEC §2 (where Edit Company Details is "Under construction"): the organisation's
 * legal name, other names, addresses and tax id. The schema checks the shape;
 * `companyDetailsProblems` (blank names, unreadable tax id, ...) answers 400 with the path of
 * each problem, the same messages the drawer shows next to its fields.
 */
export const CompanyAddressSchema = z.object({
  label: safeText(LIMITS.addressLabel),
  address: safeText(LIMITS.address),
});

export const CompanyDetailsSchema = z
  .object({
    legal_name: safeText(LIMITS.name),
    other_names: z.array(safeText(LIMITS.name)).max(LIMITS.otherNames),
    addresses: z.array(CompanyAddressSchema).max(LIMITS.addresses),
    tax_id: safeText(LIMITS.taxId).nullable(),
  })
  .superRefine((details, ctx) => {
    for (const problem of companyDetailsProblems(details))
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });

/** PUT /api/organization/configurations/company-details. */
export const CompanyDetailsUpdateSchema = z.object({ company_details: CompanyDetailsSchema });

/** GET (and the PUT's answer): the details, defaults from the sign-up name until saved. */
export const CompanyDetailsSettingsSchema = z.object({
  company_details: CompanyDetailsSchema,
  saved: z.boolean(),
  updated_at: TimestampSchema.nullable(),
});

export type CompanyDetailsUpdate = z.infer<typeof CompanyDetailsUpdateSchema>;
export type CompanyDetailsSettings = z.infer<typeof CompanyDetailsSettingsSchema>;
