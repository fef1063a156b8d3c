/** Field-change labels the workflow timeline hides (SPEC §4). */
export const HIDDEN_TIMELINE_FIELDS = [
  'Invoice Status',
  'Thread Invoice Linked',
  'Invoice Workflow State',
  'Invoice Vendor Id',
  'Invoice ID',
  'Invoice Updated Id',
] as const;

const HIDDEN = new Set<string>(HIDDEN_TIMELINE_FIELDS);

export function isHiddenTimelineField(label: string): boolean {
  return HIDDEN.has(label);
}

/** The field changes a timeline shows, as [label, value] pairs in their original order. */
export function visibleFieldChanges<V>(
  fieldsChanged: Readonly<Record<string, V>> | null | undefined,
): [string, V][] {
  return Object.entries(fieldsChanged ?? {}).filter(([label]) => !isHiddenTimelineField(label));
}
