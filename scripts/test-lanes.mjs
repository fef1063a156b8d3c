#!/usr/bin/env node
// Runs the type check, every package's tests and the stories two at a time, one per core of
// the machine (CI has two). Steps start longest first and a free lane takes the next. Two lanes
// because the run is CPU-bound: with two, both cores are busy nearly throughout, and a third lane
// (or more vitest workers) only makes the latency-bound tests wait on the cores; only less work
// shortens the run. Step times measured with this script: docs/benchmarks.md.
//
// A passing step prints its summary lines (vitest's "Tests N passed", Playwright's "N passed
// (…)", jest's "Tests: …"), which scripts/test.sh sums; its whole output is kept in a log file
// named at the end. A failing step prints its whole output, so a failure reads in one block.
// At the end: the ten slowest test files of the run, from the reporters' JSON reports.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The batch steps run at a lower CPU priority (nice 10): beside them the browser tests, whose
// pages and timeouts wait on the renderer, get the cores first, and the batch steps the cycles
// left over, so the run takes as long. A browser test then does not time out behind OCR or the
// type check. Batch: no browser and room on every clock (the type check has none; an extraction
// test takes seconds against its 60 s timeout, the OCR of real scans a minute against 900 s; the
// domain's rules are pure).
const BATCH = new Set(['@ap/extraction', 'typecheck', '@ap/domain']);

/** [name, command, args] in the order they should start. */
// The extraction's OCR (nice'd) runs beside the API files rather than after them: started
// last, it ran alone on the run's tail and lengthened the run by its own time.
const steps = [
  ['@ap/api', 'pnpm', ['--filter', '@ap/api', 'test']],
  ['stories', 'pnpm', ['test:stories']],
  ['@ap/extraction', 'pnpm', ['--filter', '@ap/extraction', 'test']],
  ['@ap/web e2e', 'pnpm', ['--filter', '@ap/web', 'test:e2e']],
  ['@ap/web', 'pnpm', ['--filter', '@ap/web', 'exec', 'vitest', 'run']],
  ['typecheck', 'pnpm', ['typecheck']],
  ['@ap/sandbox', 'pnpm', ['--filter', '@ap/sandbox', 'test']],
  ['@ap/ui', 'pnpm', ['--filter', '@ap/ui', 'test']],
  ['@ap/domain', 'pnpm', ['--filter', '@ap/domain', 'test']],
];
const LANES = Number(process.env.TEST_LANES) || 2;

const root = path.resolve(import.meta.dirname, '..');
// The reporters (scripts/test-reporters.ts, test-stories.mjs) write their JSON reports here.
const reportDir = mkdtempSync(path.join(tmpdir(), 'ap-test-reports-'));
const logDir = path.join(root, 'test-results', 'lanes');
mkdirSync(logDir, { recursive: true });

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes
const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** The lines of a passing step worth reading in the log: the runners' summaries. */
const SUMMARY = [
  /^\s*Test Files\s/,
  /^\s*Tests\s+\d/,
  /^\s*\d+ (passed|failed|flaky|skipped|did not run)( \(.*\))?$/,
  /^(Test Suites|Tests|Snapshots):\s/,
  /Tasks:\s+\d+ successful/,
];

const runStep = ([name, command, args]) =>
  new Promise((resolve) => {
    const stepStarted = Date.now();
    console.log(`test-lanes: ${name} started`);
    const [file, argv] = BATCH.has(name)
      ? ['nice', ['-n', '10', command, ...args]]
      : [command, args];
    const child = spawn(file, argv, {
      cwd: root,
      env: { ...process.env, TEST_REPORT_DIR: reportDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const text = Buffer.concat(output).toString();
      const logFile = path.join(logDir, `${name.replace(/[^\w.-]+/g, '_')}.log`);
      writeFileSync(logFile, text);
      process.stdout.write(`\n──── ${name} ${'─'.repeat(Math.max(0, 70 - name.length))}\n`);
      if (ok) {
        const summary = plain(text)
          .split('\n')
          .filter((line) => SUMMARY.some((pattern) => pattern.test(line)));
        process.stdout.write(summary.length > 0 ? `${summary.join('\n')}\n` : '');
      } else {
        process.stdout.write(text);
      }
      console.log(
        `test-lanes: ${name} ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(stepStarted)}`,
      );
      resolve({ name, ok, logFile });
    });
  });

// Each lane takes the next waiting step; a failed step does not stop the others, so every
// failure of the run is reported, not only the first.
const waiting = [...steps];
const results = [];
const lane = async () => {
  for (let step = waiting.shift(); step; step = waiting.shift()) results.push(await runStep(step));
};
await Promise.all(Array.from({ length: LANES }, lane));

/** Seconds per test file from one JSON report (vitest, Playwright or jest), as [file, s]. */
const fileTimes = (file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const package_ = file.replace(/^.*[/\\](vitest|playwright|jest)-|\.json$/g, '');
  const label = (name) => `${package_}: ${path.relative(root, name) || name}`;
  if (Array.isArray(report.testResults)) {
    // vitest and jest: one entry per file with its start and end.
    return report.testResults.map((result) => [
      label(result.name),
      ((result.endTime ?? result.perfStats?.end ?? 0) -
        (result.startTime ?? result.perfStats?.start ?? 0)) /
        1000,
    ]);
  }
  // Playwright: specs in suites (one suite per file); a file's time is its tests' sum.
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + result.duration, 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...perFile].map(([name, ms]) => [`${package_}: ${name}`, ms / 1000]);
};

const timings = existsSync(reportDir)
  ? readdirSync(reportDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => {
        try {
          return fileTimes(path.join(reportDir, file));
        } catch {
          return [];
        }
      })
  : [];
if (timings.length > 0) {
  console.log('\ntest-lanes: the ten slowest test files');
  for (const [name, s] of timings.sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`${s.toFixed(1).padStart(8)} s  ${name}`);
}

const failed = results.filter((result) => !result.ok).map((result) => result.name);
console.log(`test-lanes: each step's whole output is in ${path.relative(root, logDir)}/`);
console.log(
  failed.length > 0
    ? `test-lanes: failed: ${failed.join(', ')} (${seconds(started)})`
    : `test-lanes: every suite passed (${seconds(started)})`,
);
process.exit(failed.length > 0 ? 1 : 0);
