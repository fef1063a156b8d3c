import { type MandatoryChecksConfig, parseMandatoryChecksConfig } from '@ap/domain';

/**
 * The configuration in force for an org: its saved values applied onto the domain's defaults
 * (unknown ids dropped, always-required items on); the defaults when nothing is saved.
 */
export const mandatoryChecksConfigOf = (saved: unknown): MandatoryChecksConfig =>
  parseMandatoryChecksConfig(saved ?? undefined);
