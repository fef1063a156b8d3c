import { extractFromEmail } from '@ap/extraction';

/** What extractFromEmail takes besides the bytes (plain data: it is cloned into the thread). */
export type ExtractionOptions = NonNullable<Parameters<typeof extractFromEmail>[1]>;
export type ExtractionTask = { raw: Uint8Array; options: ExtractionOptions };

/** Runs in a worker thread (extraction-pool.ts): one e-mail read, its result cloned back. */
export default ({ raw, options }: ExtractionTask) => extractFromEmail(raw, options);
