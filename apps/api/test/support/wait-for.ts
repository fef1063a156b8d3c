// Polling for a condition between real processes; no vitest here (the benchmark imports it).

/**
 * Asks until `read` gives a value, failing after `ms`. A connection that fails (a TypeError
 * from fetch: a process busy or restarting) is asked again; any other error ends the wait.
 */
export const waitFor = async <T>(
  what: string,
  read: () => Promise<T | undefined>,
  ms = 60_000,
  describeLast?: () => Promise<string> | string,
): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    let value: T | undefined;
    let failure: unknown;
    try {
      value = await read();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      failure = error;
    }
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const detail = describeLast ? `\n${await describeLast()}` : '';
      throw new Error(`timed out after ${ms} ms waiting for ${what}${detail}`, { cause: failure });
    }
    await new Promise((tick) => setTimeout(tick, 50));
  }
};
