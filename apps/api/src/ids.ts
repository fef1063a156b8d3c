import { randomUUID } from 'node:crypto';

/** Row ids are random UUIDs (as text, so any path id is a plain lookup that may miss). */
export const newId = (): string => randomUUID();
