import path from 'node:path';
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

// Inside the full run (scripts/test-lanes.mjs): failures in full and the totals, not a line per
// passing story file, and each file's time for the run's list of its slowest test files.
const reportDir = process.env.TEST_REPORT_DIR;
const reporters = reportDir
  ? [
      ['summary', { summaryThreshold: 0 }],
      [
        '<rootDir>/scripts/jest-timings-reporter.cjs',
        { outputFile: path.join(reportDir, 'jest-stories.json') },
      ],
    ]
  : testRunnerConfig.reporters;

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  reporters,
  // A 10,000-row story on a loaded two-core machine can take longer than the 15 s default.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumPath(),
        args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
      },
      // Fixed size, locale and zone: timestamps and layout in the baseline must not depend
      // on the machine that runs it. Reduced motion: the theme then runs no transitions, so a
      // capture never depends on how far a collapse or a drawer had got on a loaded machine.
      contextOptions: {
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    },
  },
};
