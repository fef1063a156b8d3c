import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Backend, backendNames, createBackend } from '../support/backends';
import {
  type NodeProcess,
  productEntry,
  runNodeToExit,
  startNodeProcess,
  stopStartedProcesses,
} from '../support/node-process';
import { waitFor } from '../support/wait-for';

const postgres = (await backendNames()).includes('postgres');

const readyz = async (baseUrl: string) => {
  const answer = await fetch(`${baseUrl}/readyz`);
  return { status: answer.status, body: (await answer.json()) as { checks: { jobs: string } } };
};

/**
 * JOBS_ACTIVE_WORKERS_PER_HOST: workers beyond a host's active ones stand by (alive, not ready)
 * and one takes over the slot of a worker that is killed; another host's worker is not held.
 */
describe.skipIf(!postgres)('job slots per host', () => {
  let backend: Backend;
  const started: NodeProcess[] = [];
  const startWorker = async (hostId: string, ready: RegExp) => {
    const worker = await startNodeProcess(
      await productEntry('worker'),
      {
        ...backend.env,
        ...(inject('compileCache') ? { NODE_COMPILE_CACHE: inject('compileCache') } : {}),
        HOST: '127.0.0.1',
        WORKER_HEALTH_PORT: '0',
        JOBS_ACTIVE_WORKERS_PER_HOST: '1',
        JOBS_HOST_ID: hostId,
      },
      ready,
    );
    started.push(worker);
    return worker;
  };
  const healthUrl = (worker: NodeProcess) =>
    /health on (http:\/\/[\d.]+:\d+)/.exec(worker.output())?.[1] ?? '';

  beforeAll(async () => {
    backend = await createBackend('postgres');
  });
  afterAll(async () => {
    await stopStartedProcesses();
    await Promise.all(started.map((worker) => worker.stop()));
    await backend?.dispose();
  });

  it('a second worker of the host stands by, not ready, and takes over when the first is killed', {
    timeout: 120_000,
  }, async () => {
    const first = await startWorker('host-a', /running jobs/);
    // Another host's worker is not held by host-a's slot.
    const [second, elsewhere] = await Promise.all([
      startWorker('host-a', /standing by/),
      startWorker('host-b', /running jobs/),
    ]);
    expect(second.output()).toContain('the 1 job slot of this host are taken');
    const standby = await readyz(healthUrl(second));
    expect(standby.status).toBe(503);
    expect(standby.body.checks.jobs).not.toBe('ok');
    expect((await fetch(`${healthUrl(second)}/healthz`)).status).toBe(200);

    expect(elsewhere.output()).not.toContain('standing by');

    // A SIGKILL closes the first one's connection: its slot is free at once.
    await first.stop('SIGKILL');
    await waitFor('the standby worker to take the slot', async () =>
      /running jobs/.test(second.output()) ? true : undefined,
    );
    await waitFor('the standby worker to be ready', async () =>
      (await readyz(healthUrl(second))).status === 200 ? true : undefined,
    );
  });

  it('a negative count is refused at start-up, naming the variable', async () => {
    const { code, output } = await runNodeToExit(await productEntry('worker'), {
      ...backend.env,
      JOBS_ACTIVE_WORKERS_PER_HOST: '-1',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('JOBS_ACTIVE_WORKERS_PER_HOST must be 0 (no limit) or more, got -1');
  });
});
