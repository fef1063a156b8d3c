import { extractFromEmail } from '@ap/extraction';

export type ExtractionTask = { raw: Uint8Array; organizationNames: string[] };

/** Runs in a worker thread (extraction-pool.ts): one e-mail read, its result cloned back. */
export default ({ raw, organizationNames }: ExtractionTask) =>
  extractFromEmail(raw, { organizationNames });
