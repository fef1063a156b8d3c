// A jest reporter for the story runner inside the full run (scripts/test-lanes.mjs): writes
// each story file's start and end, in the shape of vitest's JSON report, for the run's list of
// its slowest test files.
const { writeFileSync } = require('node:fs');

module.exports = class TimingsReporter {
  constructor(_globalConfig, options) {
    this.outputFile = options.outputFile;
  }

  onRunComplete(_contexts, results) {
    const testResults = results.testResults.map((result) => ({
      name: result.testFilePath,
      startTime: result.perfStats.start,
      endTime: result.perfStats.end,
    }));
    writeFileSync(this.outputFile, JSON.stringify({ testResults }));
  }
};
