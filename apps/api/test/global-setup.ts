import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory each test server copies (initdb costs seconds). */
    pgliteTemplate: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ap-api-template-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'src/seed/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
