/** Gmail's pageToken / maxResults paging over an in-memory list; the token is the next offset. */
export const page = <T>(
  items: T[],
  pageToken: string | undefined,
  maxResults: string | undefined,
  cap: number,
) => {
  const start = Number(pageToken ?? 0) || 0;
  const size = Math.min(Number(maxResults ?? cap) || cap, cap);
  const slice = items.slice(start, start + size);
  return { slice, next: start + size < items.length ? String(start + size) : undefined };
};
