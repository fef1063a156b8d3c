import { z } from 'zod';
import { isSenderAddress, isValidDomain } from '../vendor-subset/classify-entry';

/**
 * Beyond SPEC §7 (where these three configurations live only in the browser): the server keeps
 * a copy per organisation so that the assistant enforces them and colleagues see the same
 * settings. Toggle configurations travel compact, as group and item ids with their on/off
 * value; names, descriptions and locks always come from the defaults in `@ap/domain`.
 */
const ConfigIdSchema = z.string().min(1).max(100);

const toggleGroups = <T extends z.ZodObject>(item: T) =>
  z.array(z.object({ id: ConfigIdSchema, items: z.array(item).max(100) })).max(50);

export const SavedMandatoryChecksSchema = toggleGroups(
  z.object({ id: ConfigIdSchema, required: z.boolean() }),
);

export const SavedProtectedActionsSchema = toggleGroups(
  z.object({ id: ConfigIdSchema, requiresApproval: z.boolean() }),
);

/** The Vendor Subset drawer's settings; every entry must be what SPEC §5 would have added. */
export const SavedVendorSubsetSchema = z.object({
  internalSenders: z.enum(['review', 'ignore']),
  externalSenders: z.enum(['all', 'limited']),
  domains: z.array(z.string().max(253).refine(isValidDomain, 'Not a valid domain')).max(500),
  senders: z.array(z.string().max(320).refine(isSenderAddress, 'Not an e-mail address')).max(500),
});

/** GET /api/organization/configurations: null where the organisation has saved nothing yet. */
export const OrganizationConfigurationsSchema = z.object({
  mandatory_checks: SavedMandatoryChecksSchema.nullable(),
  protected_actions: SavedProtectedActionsSchema.nullable(),
  vendor_subset: SavedVendorSubsetSchema.nullable(),
});

/** PUT bodies, one per configuration. */
export const MandatoryChecksUpdateSchema = z.object({
  mandatory_checks: SavedMandatoryChecksSchema,
});
export const ProtectedActionsUpdateSchema = z.object({
  protected_actions: SavedProtectedActionsSchema,
});
export const VendorSubsetUpdateSchema = z.object({ vendor_subset: SavedVendorSubsetSchema });

export type SavedMandatoryChecks = z.infer<typeof SavedMandatoryChecksSchema>;
export type SavedProtectedActions = z.infer<typeof SavedProtectedActionsSchema>;
export type SavedVendorSubset = z.infer<typeof SavedVendorSubsetSchema>;
export type OrganizationConfigurations = z.infer<typeof OrganizationConfigurationsSchema>;
export type MandatoryChecksUpdate = z.infer<typeof MandatoryChecksUpdateSchema>;
export type ProtectedActionsUpdate = z.infer<typeof ProtectedActionsUpdateSchema>;
export type VendorSubsetUpdate = z.infer<typeof VendorSubsetUpdateSchema>;
