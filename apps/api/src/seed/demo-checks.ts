import type { Check } from '@ap/domain/contract';
import { KNOWN_CHECK_NAMES } from '@ap/domain/contract';

/** Every known check passing. */
export const allPassing = (): Check[] =>
  KNOWN_CHECK_NAMES.map((name) => ({
    name,
    status: 'success',
    overridden: false,
    overridden_by: null,
  }));

/** Every known check passing except the named ones. */
export const failing = (...names: string[]): Check[] =>
  allPassing().map((check) =>
    names.includes(check.name) ? { ...check, status: 'failed' } : check,
  );
