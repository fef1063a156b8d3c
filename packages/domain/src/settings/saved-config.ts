import { z } from 'zod';
import { DEFAULT_MANDATORY_CHECKS_CONFIG, type MandatoryChecksConfig } from './mandatory-checks';
import { DEFAULT_PROTECTED_ACTIONS_CONFIG, type ProtectedActionsConfig } from './protected-actions';
import type { ConfigGroup, ToggleItem } from './toggle-config';

// A saved configuration must be groups of items, each with an id and its on/off value; names and
// descriptions always come from the defaults so wording fixes reach every browser.
const savedConfigSchema = (flag: string) =>
  z.array(
    z.object({
      id: z.string(),
      items: z.array(z.object({ id: z.string().min(1), [flag]: z.boolean() })),
    }),
  );

const mandatorySchema = savedConfigSchema('required');
const protectedSchema = savedConfigSchema('requiresApproval');

function readJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function mergeOntoDefaults<T extends ToggleItem>(
  defaults: readonly ConfigGroup<T>[],
  saved: { items: Record<string, unknown>[] }[],
  flag: keyof T & string,
  lock: keyof T & string,
): ConfigGroup<T>[] {
  const savedValues = new Map<string, boolean>();
  for (const group of saved) {
    for (const item of group.items) savedValues.set(item.id as string, item[flag] as boolean);
  }
  return defaults.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const value = savedValues.get(item.id);
      if (value === undefined || item[lock]) return item; // new in this version, or locked on
      return { ...item, [flag]: value };
    }),
  }));
}

/**
 * Reads the mandatory checks configuration saved in the browser (the raw localStorage string,
 * or an already parsed value). Anything that cannot be parsed or validated gives the defaults.
 * Saved values apply by id onto the current defaults: unknown ids are dropped, new checks take
 * their default, and always-required checks stay on.
 */
export function parseMandatoryChecksConfig(raw: unknown): MandatoryChecksConfig {
  const parsed = mandatorySchema.safeParse(readJson(raw));
  if (!parsed.success) return DEFAULT_MANDATORY_CHECKS_CONFIG;
  return mergeOntoDefaults(
    DEFAULT_MANDATORY_CHECKS_CONFIG,
    parsed.data,
    'required',
    'alwaysRequired',
  );
}

/** As `parseMandatoryChecksConfig`, for the protected actions configuration. */
export function parseProtectedActionsConfig(raw: unknown): ProtectedActionsConfig {
  const parsed = protectedSchema.safeParse(readJson(raw));
  if (!parsed.success) return DEFAULT_PROTECTED_ACTIONS_CONFIG;
  return mergeOntoDefaults(
    DEFAULT_PROTECTED_ACTIONS_CONFIG,
    parsed.data,
    'requiresApproval',
    'alwaysProtected',
  );
}

/** The string to store under the configuration's storage key. */
export function serializeConfig(config: MandatoryChecksConfig | ProtectedActionsConfig): string {
  return JSON.stringify(config);
}
