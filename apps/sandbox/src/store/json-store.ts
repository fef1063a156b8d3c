import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One service's state as a JSON document on disk. Every change is written to a
 * temporary file and renamed over the old one, so a crash never leaves half a file.
 */
export class JsonStore<T> {
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

  /** Applies a change and persists it before returning. */
  update<R>(change: (data: T) => R): R {
    const result = change(this.data);
    this.save();
    return result;
  }

  save(): void {
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
