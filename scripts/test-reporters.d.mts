export declare const vitestReporters: (
  name: string,
) => (string | [string, { outputFile: string }])[];
export declare const playwrightReporters: (
  name: string,
) => ([string] | [string, { outputFile: string }])[];
