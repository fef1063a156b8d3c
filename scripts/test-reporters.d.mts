import type { Reporter } from 'vitest/reporters';

export declare const vitestReporters: (name: string) => (string | Reporter)[];
export declare const playwrightReporters: (
  name: string,
) => ([string] | [string, { outputFile: string }])[];
