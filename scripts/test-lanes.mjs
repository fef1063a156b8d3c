#!/usr/bin/env node
// Runs the type check, every package's tests and the stories in two lanes side by side, so a
// two-core machine (CI) keeps both cores busy: TypeScript and the API suite in one lane; the web
// app's browser walk, the stories (both drive chromium, so never together) and the fast packages
// in the other. Balanced by measured duration: about 16 min each on a quiet 2-core machine.
// Each step's output is held and printed whole when it ends, so a failure reads in one block.
import { spawn } from 'node:child_process';

const lanes = [
  [
    ['typecheck', 'pnpm', ['typecheck']],
    ['@ap/api', 'pnpm', ['--filter', '@ap/api', 'test']],
  ],
  [
    ['@ap/web', 'pnpm', ['--filter', '@ap/web', 'test']],
    ['stories', 'pnpm', ['test:stories']],
    ['@ap/domain', 'pnpm', ['--filter', '@ap/domain', 'test']],
    ['@ap/extraction', 'pnpm', ['--filter', '@ap/extraction', 'test']],
    ['@ap/sandbox', 'pnpm', ['--filter', '@ap/sandbox', 'test']],
    ['@ap/ui', 'pnpm', ['--filter', '@ap/ui', 'test']],
  ],
];

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

const runStep = ([name, command, args]) =>
  new Promise((resolve) => {
    const stepStarted = Date.now();
    console.log(`test-lanes: ${name} started`);
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      process.stdout.write(`\n──── ${name} ${'─'.repeat(Math.max(0, 70 - name.length))}\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(
        `test-lanes: ${name} ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(stepStarted)}`,
      );
      resolve({ name, ok });
    });
  });

// A lane goes on after a failed step: every failure of the run is reported, not only the first.
const runLane = async (steps) => {
  const results = [];
  for (const step of steps) results.push(await runStep(step));
  return results;
};

const results = (await Promise.all(lanes.map(runLane))).flat();
const failed = results.filter((result) => !result.ok).map((result) => result.name);
console.log(
  failed.length > 0
    ? `test-lanes: failed: ${failed.join(', ')} (${seconds(started)})`
    : `test-lanes: every suite passed (${seconds(started)})`,
);
process.exit(failed.length > 0 ? 1 : 0);
