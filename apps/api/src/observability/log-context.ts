import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request or running one job carries. */
export type LogFields = { reqId?: string; orgId?: string; jobId?: string; queue?: string };

// A function, not a snapshot: the organisation becomes known only after authentication.
const storage = new AsyncLocalStorage<() => LogFields>();

/** Runs `work` with these fields on every log line it writes, however deep the call. */
export const withLogContext = <T>(fields: () => LogFields, work: () => Promise<T>): Promise<T> =>
  storage.run(fields, work);

/** The fields of the request or job being served, if any (read by the logger's mixin). */
export const currentLogFields = (): LogFields => storage.getStore()?.() ?? {};
