import type { LineCodingSource } from '@ap/domain/contract';
import type { StoredCodingSource } from '../../db/schema';

/** Who set each of a line's coding values, or what the assistant suggests, as the contract reads it. */
export const toLineCodingView = (
  sources: Record<string, StoredCodingSource>,
): Record<string, LineCodingSource> =>
  Object.fromEntries(
    Object.entries(sources).map(([key, source]) => [
      key,
      {
        origin: source.origin,
        reason: source.reason ?? null,
        confidence: source.confidence ?? null,
        suggested: source.suggested ?? null,
        set_by: source.by ?? null,
      },
    ]),
  );
