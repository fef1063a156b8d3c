import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS } from '../../src/http/listen';
import { type Backend, backendNames, createBackend } from '../support/backends';
import {
  type NodeProcess,
  productEntry,
  startNodeProcess,
  stopStartedProcesses,
} from '../support/node-process';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { createTokenIssuer } from '../support/tokens';
import { waitFor } from '../support/wait-for';

const METRICS_TOKEN = 'metrics-token-of-this-test';
const postgres = (await backendNames()).includes('postgres');

type Readiness = { status: string; checks: Record<string, string> };
const readiness = async (baseUrl: string) => {
  const answer = await fetch(`${baseUrl}/readyz`);
  return { status: answer.status, body: (await answer.json()) as Readiness };
};

/**
 * The API server and a worker process on PostgreSQL, reached through a TCP proxy the test
 * closes to stop the database (and opens again): readiness follows, health does not.
 */
describe.skipIf(!postgres)(
  'readiness with the database stopped, and the worker health port',
  () => {
    let backend: Backend;
    let proxy: TcpProxy;
    let api: ServerProcess;
    let worker: NodeProcess;
    let workerUrl: string;
    beforeAll(async () => {
      backend = await createBackend('postgres');
      const url = new URL(backend.env.DATABASE_URL ?? '');
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      const env = {
        DATABASE_URL: url.toString(),
        METRICS_TOKEN,
        // The worker alone runs the jobs: its figures are its own.
        JOBS_IN_PROCESS: 'false',
        JOBS_SUPERVISE_INTERVAL_SECONDS: '1',
      };
      const issuer = await createTokenIssuer();
      api = await startServerProcess({ ...env, PROPELAUTH_VERIFIER_KEY: issuer.verifierKeyPem });
      worker = await startNodeProcess(
        await productEntry('worker'),
        { ...env, HOST: '127.0.0.1', WORKER_HEALTH_PORT: '0' },
        /health on (http:\/\/[\d.]+:\d+)/,
      );
      workerUrl = worker.ready[1] ?? '';
    });
    afterAll(async () => {
      await stopStartedProcesses();
      await worker?.stop();
      await api?.stop();
      await proxy?.close();
      await backend?.dispose();
    });

    it('both are ready while the database answers', async () => {
      for (const baseUrl of [api.baseUrl, workerUrl]) {
        expect(await readiness(baseUrl)).toEqual({
          status: 200,
          body: { status: 'ready', checks: { database: 'ok', jobs: 'ok', migrations: 'ok' } },
        });
        const health = await fetch(`${baseUrl}/healthz`);
        expect(health.status).toBe(200);
        // Idle connections outlive a load balancer's 60 s, so none is closed under its request.
        expect(health.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      }
    });

    it('the worker serves its job metrics behind the token', async () => {
      expect((await fetch(`${workerUrl}/metrics`)).status).toBe(401);
      const text = await waitFor('the start-up payment poll in the worker metrics', async () => {
        const answer = await fetch(`${workerUrl}/metrics`, {
          headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
        });
        const body = await answer.text();
        return /ap_job_runs_total\{queue="payments\.poll",outcome="completed"\} [1-9]/.test(body)
          ? body
          : undefined;
      });
      expect(text).toMatch(/^ap_jobs_queued\{queue="mail-intake-message"\} \d+$/m);
      expect(text).toMatch(/^ap_job_duration_seconds_count\{queue="payments\.poll"\} [1-9]/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    });

    it('with the database stopped both answer 503 naming it, and recover when it is back', async () => {
      await proxy.close();
      for (const baseUrl of [api.baseUrl, workerUrl]) {
        const down = await waitFor(`${baseUrl}/readyz to fail`, async () => {
          const answer = await readiness(baseUrl);
          return answer.status === 503 ? answer.body : undefined;
        });
        expect(down.status).toBe('not ready');
        expect(down.checks.database).not.toBe('ok');
        expect(down.checks.jobs).not.toBe('ok');
        // The process itself still answers: an orchestrator waits rather than restarts it.
        expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
      }
      await proxy.reopen();
      for (const baseUrl of [api.baseUrl, workerUrl]) {
        await waitFor(`${baseUrl}/readyz to recover`, async () =>
          (await readiness(baseUrl)).status === 200 ? true : undefined,
        );
      }
    });
  },
);
