import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long changes gather before they are written together. */
const WRITE_DELAY_MS = 200;

/** Stores with changes not yet on disk: written when the process exits (SIGTERM ends in exit). */
const unsaved = new Set<JsonStore<unknown>>();
process.on('exit', () => {
  for (const store of unsaved) store.save();
});

/**
 * One service's state as a JSON document on disk, written to a temporary file and renamed over
 * the old one, so a crash never leaves half a file. The changes of a moment are written
 * together: a mailbox of thousands of messages rewritten on every delivery cost the stand-in
 * more CPU per e-mail than the product spent reading it (the scale benchmark).
 */
export class JsonStore<T> {
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly file: string,
    readonly data: T,
  ) {}

  /** Reads `<dataDir>/<name>.json`, or seeds and writes it on first start. */
  static async open<T>(
    dataDir: string,
    name: string,
    seed: () => T | Promise<T>,
  ): Promise<JsonStore<T>> {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, `${name}.json`);
    const store = new JsonStore(file, readJson<T>(file) ?? (await seed()));
    store.save();
    return store;
  }

  /** Applies a change; it reaches the disk within WRITE_DELAY_MS, or when the process exits. */
  update<R>(change: (data: T) => R): R {
    const result = change(this.data);
    unsaved.add(this);
    this.timer ??= setTimeout(() => this.save(), WRITE_DELAY_MS);
    return result;
  }

  save(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    unsaved.delete(this);
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.data));
    renameSync(tmp, this.file);
  }
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};
