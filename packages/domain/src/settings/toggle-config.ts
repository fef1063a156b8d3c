/**
 * Shared mechanics of the two local configurations (mandatory checks, protected actions):
 * grouped on/off items with a recommended value and a lock that keeps an item on.
 */

export interface ConfigGroup<T> {
  id: string;
  name: string;
  items: T[];
}

type BooleanKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

export interface ToggleItem {
  id: string;
  recommended: boolean;
}

export interface ToggleConfigOps<T extends ToggleItem> {
  /** True when any item's value differs from its recommended value. */
  differsFromRecommended(groups: readonly ConfigGroup<T>[]): boolean;
  /** Every item set to its recommended value (locked items stay on). */
  resetToRecommended(groups: readonly ConfigGroup<T>[]): ConfigGroup<T>[];
  /**
   * Sets one item. Switching a locked item off is refused: the same groups come back, as they
   * do for an unknown id or an unchanged value.
   */
  setValue(
    groups: readonly ConfigGroup<T>[],
    id: string,
    value: boolean,
  ): readonly ConfigGroup<T>[];
  /** True when some item's value differs between the two (the unsaved-changes bar). */
  hasChanges(saved: readonly ConfigGroup<T>[], current: readonly ConfigGroup<T>[]): boolean;
  /** Locked items (the "Always" section) and the groups of switchable items, empty groups dropped. */
  splitLocked(groups: readonly ConfigGroup<T>[]): { locked: T[]; groups: ConfigGroup<T>[] };
  /** The item's effective value: locked items are always on; unknown ids are undefined. */
  valueOf(groups: readonly ConfigGroup<T>[], id: string): boolean | undefined;
}

export function createToggleConfigOps<T extends ToggleItem>(
  valueKey: BooleanKey<T>,
  lockKey: BooleanKey<T>,
): ToggleConfigOps<T> {
  const value = (item: T) => item[valueKey] as boolean;
  const locked = (item: T) => item[lockKey] as boolean;
  const withValue = (item: T, next: boolean): T => ({ ...item, [valueKey]: next });
  const items = (groups: readonly ConfigGroup<T>[]) => groups.flatMap((group) => group.items);

  return {
    differsFromRecommended: (groups) =>
      items(groups).some((item) => value(item) !== (item.recommended || locked(item))),

    resetToRecommended: (groups) =>
      groups.map((group) => ({
        ...group,
        items: group.items.map((item) => withValue(item, item.recommended || locked(item))),
      })),

    setValue(groups, id, next) {
      const target = items(groups).find((item) => item.id === id);
      if (!target || value(target) === next || (locked(target) && !next)) return groups;
      return groups.map((group) => ({
        ...group,
        items: group.items.map((item) => (item.id === id ? withValue(item, next) : item)),
      }));
    },

    hasChanges(saved, current) {
      const savedValues = new Map(items(saved).map((item) => [item.id, value(item)]));
      const currentItems = items(current);
      return (
        currentItems.length !== savedValues.size ||
        currentItems.some((item) => savedValues.get(item.id) !== value(item))
      );
    },

    splitLocked(groups) {
      return {
        locked: items(groups).filter(locked),
        groups: groups
          .map((group) => ({ ...group, items: group.items.filter((item) => !locked(item)) }))
          .filter((group) => group.items.length > 0),
      };
    },

    valueOf(groups, id) {
      const item = items(groups).find((candidate) => candidate.id === id);
      return item === undefined ? undefined : value(item) || locked(item);
    },
  };
}
