import type { Check } from '@ap/domain/contract';

// jsonb keeps keys in its own order and drops nothing, while freshly computed checks may leave
// optional fields out: compare by content, with absent, null and false treated alike.
const canonical = (checks: readonly Check[]) =>
  JSON.stringify(
    checks.map((check) =>
      Object.fromEntries(
        Object.entries(check)
          .filter(([, value]) => value !== undefined && value !== null && value !== false)
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    ),
  );

/** Whether two lists of checks say the same thing (the stored copy against a recomputed one). */
export const sameChecks = (a: readonly Check[], b: readonly Check[]): boolean =>
  canonical(a) === canonical(b);
