import { type MandatoryChecksConfig, parseMandatoryChecksConfig } from '@ap/domain';
import type { MandatoryChecksValues } from '@ap/domain/contract';

/**
 * The configuration in force for an org: its saved values applied onto the domain's defaults
 * (unknown ids dropped, always-required items on); the defaults when nothing is saved.
 */
export const mandatoryChecksConfigOf = (
  saved: MandatoryChecksValues | null | undefined,
): MandatoryChecksConfig => parseMandatoryChecksConfig(saved ?? undefined);

/** The on/off values of a configuration, as stored and answered. */
export const toMandatoryChecksValues = (config: MandatoryChecksConfig): MandatoryChecksValues =>
  config.map((group) => ({
    id: group.id,
    items: group.items.map((item) => ({ id: item.id, required: item.required })),
  }));
