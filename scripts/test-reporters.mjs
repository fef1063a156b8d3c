import { join } from 'node:path';

// The reporters of every package's vitest config and of the web app's Playwright config.
// Inside the full run (scripts/test-lanes.mjs sets TEST_REPORT_DIR): a failing test in full and
// the closing summary, nothing per passing file, plus a JSON report the run reads to print its
// slowest test files. Run by hand: the runners' usual reporters.

/** @param {string} name */
export const vitestReporters = (name) => {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return ['default'];
  return ['minimal', ['json', { outputFile: join(dir, `vitest-${name}.json`) }]];
};

/** @param {string} name */
export const playwrightReporters = (name) => {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return [['dot']];
  return [['dot'], ['json', { outputFile: join(dir, `playwright-${name}.json`) }]];
};
