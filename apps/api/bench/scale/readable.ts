import type { BenchOrganization } from './organizations';

type Row = { invoice_number: string | null };

export type ReadableWatch = {
  /** Starts waiting for an invoice number in the org's list. */
  expect: (org: BenchOrganization, number: string) => void;
  /** When the number was first seen in the org's list (performance.now()), if yet. */
  seenAt: (number: string) => number | undefined;
  /** Resolves once every expected number was seen, or rejects after `ms` of no progress. */
  settled: (ms: number) => Promise<void>;
  stop: () => Promise<void>;
  /** Requests made to the API. */
  requests: () => number;
};

/**
 * Watches each organisation's invoice list as the web app does: its first page once, then the
 * changes since the version it holds, every `pollMs` while the org still waits for invoices.
 * An invoice is readable from the answer that first lists it. The watch is a guest on the
 * machine it measures: with many orgs waiting, each asks less often, so that all together
 * ask at most `budget` times a second.
 */
export const watchReadable = async (
  organizations: BenchOrganization[],
  pollMs: number,
  budget: number,
): Promise<ReadableWatch> => {
  const seen = new Map<string, number>();
  const waiting = new Map<string, Set<string>>(organizations.map((o) => [o.orgId, new Set()]));
  let requests = 0;
  let running = true;
  const get = async <T>(org: BenchOrganization, path: string): Promise<T> => {
    requests += 1;
    const answer = await fetch(`${org.apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${org.token}` },
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const note = (org: BenchOrganization, rows: Row[], at: number) => {
    const pending = waiting.get(org.orgId) as Set<string>;
    for (const row of rows) {
      if (!row.invoice_number || seen.has(row.invoice_number)) continue;
      seen.set(row.invoice_number, at);
      pending.delete(row.invoice_number);
    }
  };
  /** The whole list, page by page: at the start and after a reset. */
  const readAll = async (org: BenchOrganization) => {
    let cursor: string | null = null;
    let version: string | undefined;
    do {
      const page: { invoices: Row[]; next_cursor: string | null; version: string } = await get(
        org,
        `/api/invoices/page?limit=1000${cursor ? `&cursor=${cursor}` : ''}`,
      );
      version ??= page.version;
      note(org, page.invoices, performance.now());
      cursor = page.next_cursor;
    } while (cursor);
    return version as string;
  };
  const versions = new Map<string, string>();
  for (const org of organizations) versions.set(org.orgId, await readAll(org));
  const loops = organizations.map(async (org) => {
    while (running) {
      const pending = waiting.get(org.orgId) as Set<string>;
      if (pending.size > 0) {
        const changes: { invoices: Row[]; version: string; reset: boolean } = await get(
          org,
          `/api/invoices/changes?since=${encodeURIComponent(versions.get(org.orgId) as string)}`,
        );
        if (changes.reset) versions.set(org.orgId, await readAll(org));
        else {
          note(org, changes.invoices, performance.now());
          versions.set(org.orgId, changes.version);
        }
      }
      const busy = [...waiting.values()].filter((set) => set.size > 0).length;
      await new Promise((tick) => setTimeout(tick, Math.max(pollMs, (1000 * busy) / budget)));
    }
  });
  const outstanding = () => [...waiting.values()].reduce((sum, set) => sum + set.size, 0);
  return {
    expect: (org, number) => {
      if (!seen.has(number)) waiting.get(org.orgId)?.add(number);
    },
    seenAt: (number) => seen.get(number),
    settled: async (ms) => {
      let last = outstanding();
      let progressAt = performance.now();
      while (outstanding() > 0) {
        await new Promise((tick) => setTimeout(tick, 100));
        const now = outstanding();
        if (now < last) progressAt = performance.now();
        last = now;
        if (performance.now() - progressAt > ms)
          throw new Error(
            `${now} invoices still not readable after ${ms / 1000} s without progress`,
          );
      }
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
    requests: () => requests,
  };
};
