import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every Prometheus series the product exposes, named once. Each process (API server, worker)
 * has this registry; its /metrics answers it. Add a figure here and record it where it
 * happens; series read from the shared database are filled at scrape (database-gauges.ts).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

/** Seconds from the first byte in to the answer, by route template (never the raw path). */
export const httpRequestDuration = new Histogram({
  name: 'ap_http_request_duration_seconds',
  help: 'HTTP request latency by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** Jobs waiting, running and failed (retained) per pg-boss queue, as of its last monitor pass. */
export const jobsQueued = new Gauge({
  name: 'ap_jobs_queued',
  help: 'Jobs waiting in the queue (shared database: every process reports the same value)',
  labelNames: ['queue'] as const,
  registers,
});
export const jobsActive = new Gauge({
  name: 'ap_jobs_active',
  help: 'Jobs running now across all workers (shared database)',
  labelNames: ['queue'] as const,
  registers,
});
export const jobsFailed = new Gauge({
  name: 'ap_jobs_failed',
  help: 'Failed jobs still retained by the queue (shared database)',
  labelNames: ['queue'] as const,
  registers,
});

/** Job runs of this process, by queue and outcome (a failed try is retried per the queue). */
export const jobRuns = new Counter({
  name: 'ap_job_runs_total',
  help: 'Job runs in this process by queue and outcome (completed, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});
export const jobDuration = new Histogram({
  name: 'ap_job_duration_seconds',
  help: 'Run time of a job in this process, by queue',
  labelNames: ['queue'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

/** Mail intake: the provider's delivery time to the invoice committed (readable in the list). */
export const intakeLatency = new Histogram({
  name: 'ap_intake_latency_seconds',
  help: 'Seconds from the e-mail reaching the mailbox to its invoice being readable',
  buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
  registers,
});
export const extractionDuration = new Histogram({
  name: 'ap_extraction_duration_seconds',
  help: 'Seconds to read one e-mail with its attachments into invoices',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
  registers,
});

/** Payments by state (queued, pending, completed, failed, ...), read from the database. */
export const paymentsByState = new Gauge({
  name: 'ap_payments',
  help: 'Payments by state (shared database: every process reports the same value)',
  labelNames: ['state'] as const,
  registers,
});

/** An e-mail's invoices are readable now: seconds since the mailbox received it. */
export const recordIntakeLatency = (receivedAt: Date) =>
  intakeLatency.observe(Math.max(0, Date.now() - receivedAt.getTime()) / 1000);

/** Seconds an observation took, for `Histogram.observe`. */
export const secondsSince = (startedAt: bigint): number =>
  Number(process.hrtime.bigint() - startedAt) / 1e9;
