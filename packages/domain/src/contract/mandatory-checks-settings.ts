import { z } from 'zod';

/**
 * The mandatory-checks configuration as the server keeps it: on/off values by id, in the shape
 * the browser saves (SPEC §3 keeps it local; the server needs it to decide which failed checks
 * block payment). Names, descriptions and locks come from the domain's defaults.
 */
export const MandatoryChecksValuesSchema = z.array(
  z.object({
    id: z.string().min(1),
    items: z.array(z.object({ id: z.string().min(1), required: z.boolean() })),
  }),
);

/** PUT /api/organization/settings/mandatory-checks (extension). */
export const MandatoryChecksUpdateSchema = z.object({
  mandatory_checks: MandatoryChecksValuesSchema,
});

/** The configuration in force (unknown ids dropped, always-required items on). */
export const MandatoryChecksSettingsSchema = z.object({
  mandatory_checks: MandatoryChecksValuesSchema,
  /** How many invoices' checks changed when the configuration did (0 on GET). */
  invoices_rechecked: z.number().int().nonnegative(),
});

export type MandatoryChecksValues = z.infer<typeof MandatoryChecksValuesSchema>;
export type MandatoryChecksUpdate = z.infer<typeof MandatoryChecksUpdateSchema>;
export type MandatoryChecksSettings = z.infer<typeof MandatoryChecksSettingsSchema>;
