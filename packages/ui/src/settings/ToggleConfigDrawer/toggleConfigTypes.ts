import type { ConfigGroup } from '@ap/domain';

/** What a row of a grouped on/off configuration shows. */
export interface ToggleConfigItem {
  id: string;
  name: string;
  description: string;
}

/**
 * The rules a grouped on/off configuration drawer needs; @ap/domain provides one set for the
 * mandatory checks and one for the protected actions.
 */
export interface ToggleConfigRules<T extends ToggleConfigItem> {
  /** The item's effective value (locked items are on). */
  isOn(groups: readonly ConfigGroup<T>[], id: string): boolean | undefined;
  differsFromRecommended(groups: readonly ConfigGroup<T>[]): boolean;
  resetToRecommended(groups: readonly ConfigGroup<T>[]): readonly ConfigGroup<T>[];
  setValue(
    groups: readonly ConfigGroup<T>[],
    id: string,
    value: boolean,
  ): readonly ConfigGroup<T>[];
  hasChanges(saved: readonly ConfigGroup<T>[], current: readonly ConfigGroup<T>[]): boolean;
  splitLocked(groups: readonly ConfigGroup<T>[]): { locked: T[]; groups: ConfigGroup<T>[] };
}

/** The words of one configuration (SPEC §2). */
export interface ToggleConfigWording {
  /** Switch label when on, e.g. 'Enforced'. */
  on: string;
  /** Switch label when off, e.g. 'Not enforced'. */
  off: string;
  /** Title of the locked section, e.g. 'Always Required'. */
  lockedSection: string;
}
