import { buildSandboxForRun } from './harness/sandbox-process';

/** One build of the sandbox for the run: every test file's sandbox process starts from it. */
export default function setup() {
  return buildSandboxForRun();
}
