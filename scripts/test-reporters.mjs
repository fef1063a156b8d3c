import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The reporters of every package's vitest config and of the web app's Playwright config.
// Inside the full run (scripts/test-lanes.mjs sets TEST_REPORT_DIR): a failing test in full and
// the closing summary, nothing per passing file, plus each file's time for the run's list of
// its slowest test files. Run by hand: the runners' usual reporters.

/** Writes each test file's time (hooks included, as vitest prints it) when the run ends. */
class FileTimesReporter {
  /** @param {string} outputFile */
  constructor(outputFile) {
    this.outputFile = outputFile;
    /** @type {{ name: string; startTime: number; endTime: number }[]} */
    this.files = [];
  }

  /** @param {{ moduleId: string; diagnostic: () => { duration: number } }} testModule */
  onTestModuleEnd(testModule) {
    this.files.push({
      name: testModule.moduleId,
      startTime: 0,
      endTime: testModule.diagnostic().duration,
    });
  }

  onTestRunEnd() {
    writeFileSync(this.outputFile, JSON.stringify({ testResults: this.files }));
  }
}

/** @param {string} name */
export const vitestReporters = (name) => {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return ['default'];
  return ['minimal', new FileTimesReporter(join(dir, `vitest-${name}.json`))];
};

/** @param {string} name */
export const playwrightReporters = (name) => {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return [['dot']];
  return [['dot'], ['json', { outputFile: join(dir, `playwright-${name}.json`) }]];
};
