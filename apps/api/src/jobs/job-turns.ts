/**
 * The kinds of job running in one process, so that a kind can let others go first: a job of a
 * kind that yields waits, before it starts, until none of theirs runs here (at most `maxWaitMs`,
 * so a steady stream of theirs delays it but never starves it). Only this process's jobs count:
 * it orders work that shares this process's database connection and cores, nothing more.
 */
export const jobTurns = () => {
  const running = new Map<string, number>();
  let waiting: (() => void)[] = [];
  const busy = (kinds: readonly string[]) => kinds.some((kind) => (running.get(kind) ?? 0) > 0);
  return {
    /** Runs one job of `kind`, counted while it runs. */
    counted: async <T>(kind: string, run: () => Promise<T>): Promise<T> => {
      running.set(kind, (running.get(kind) ?? 0) + 1);
      try {
        return await run();
      } finally {
        running.set(kind, (running.get(kind) ?? 1) - 1);
        const woken = waiting;
        waiting = [];
        for (const wake of woken) wake();
      }
    },
    /** Resolves once no job of `kinds` runs in this process, or after `maxWaitMs`. */
    after: async (kinds: readonly string[], maxWaitMs: number): Promise<void> => {
      const until = Date.now() + maxWaitMs;
      while (busy(kinds) && Date.now() < until) {
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, until - Date.now());
          waiting.push(() => {
            clearTimeout(timer);
            wake();
          });
        });
      }
    },
  };
};
