import { loadavg } from 'node:os';
import { startCluster } from './cluster';
import { cpuPerMail, sampleCpu } from './cpu-usage';
import { checkExactlyOnce, type ExactlyOnce } from './exactly-once';
import { type BenchMail, makeMails, smtpSender } from './mails';
import type { ScaleOptions } from './options';
import { createOrganizations } from './organizations';
import { watchReadable } from './readable';

export type RunResult = {
  label: string;
  workers: number;
  killed: boolean;
  /** Paced part: e-mails offered at options.rate a second. */
  paced: { count: number; p50: number; p95: number; max: number };
  /** Unpaced part: as fast as SMTP takes them. */
  burst: {
    count: number;
    /** E-mails a second delivered by SMTP (what was offered). */
    offered: number;
    /** E-mails a second that became readable invoices. */
    throughput: number;
    p50: number;
    p95: number;
  };
  check: ExactlyOnce;
  /** CPU milliseconds per e-mail of the unpaced part, by kind of process. */
  cpu: Map<string, number>;
  /** Load average (1 min) at the end of the unpaced part. */
  load: number;
  failure: string | undefined;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const latencies = (
  mails: BenchMail[],
  delivered: Map<string, number>,
  seen: (n: string) => number | undefined,
) =>
  mails.flatMap((mail) => {
    const at = seen(mail.number);
    const from = delivered.get(mail.number);
    return at === undefined || from === undefined ? [] : [at - from];
  });

/**
 * One run: the cluster with `workers` workers, the organisations, then the e-mails: the first
 * `paced` at `rate` a second (delivery-to-readable latency at a steady load), the rest at once
 * (throughput). With `kill`, a worker is SIGKILLed when 40 % of the rest are readable.
 */
export const runOnce = async (
  options: ScaleOptions,
  workers: number,
  kill: boolean,
  log: (line: string) => void,
): Promise<RunResult> => {
  const label = `${workers} worker${workers > 1 ? 's' : ''}${kill ? ', one SIGKILLed' : ''}`;
  log(`[${label}] starting ${options.apis} API and ${workers} worker processes`);
  const cluster = await startCluster(options, workers);
  try {
    const organizations = await createOrganizations(cluster, options.organizations);
    const run = `R${workers}${kill ? 'K' : ''}`;
    const mails = await makeMails(run, organizations, options.emails);
    const watch = await watchReadable(organizations, options.pollMs, options.pollBudget);
    const sender = smtpSender(cluster.sandbox.smtpPort, options.smtpConnections);
    const delivered = new Map<string, number>();
    const send = async (mail: BenchMail) => {
      watch.expect(mail.org, mail.number);
      delivered.set(mail.number, await sender.send(mail));
    };
    let failure: string | undefined;
    const paced = mails.slice(0, options.paced);
    const rest = mails.slice(options.paced);
    log(
      `[${label}] ${organizations.length} organisations ready; ${paced.length} e-mails at ${options.rate}/s`,
    );
    const pacedStart = performance.now();
    await Promise.all(
      paced.map(async (mail, i) => {
        const due = pacedStart + (i * 1000) / options.rate;
        await new Promise((wait) => setTimeout(wait, Math.max(0, due - performance.now())));
        await send(mail);
      }),
    );
    await watch.settled(60_000).catch((error: Error) => {
      failure = error.message;
    });
    log(`[${label}] ${rest.length} e-mails at once`);
    const cpuBefore = await sampleCpu(cluster.databaseUrl);
    const burstStart = performance.now();
    let killedAt: number | undefined;
    const killer = kill
      ? (async () => {
          while (
            rest.filter((mail) => watch.seenAt(mail.number) !== undefined).length <
            rest.length * 0.4
          )
            await new Promise((tick) => setTimeout(tick, 50));
          await cluster.workers[0]?.stop('SIGKILL');
          killedAt = performance.now();
          log(`[${label}] SIGKILLed a worker at ${((killedAt - burstStart) / 1000).toFixed(1)} s`);
        })()
      : Promise.resolve();
    await Promise.all(rest.map(send));
    const lastDelivered = performance.now();
    await watch.settled(90_000).catch((error: Error) => {
      failure = error.message;
    });
    const load = loadavg()[0] ?? NaN;
    const cpu = cpuPerMail(cpuBefore, await sampleCpu(cluster.databaseUrl), rest.length);
    if (kill && killedAt === undefined) failure ??= 'the worker was never killed';
    await Promise.race([killer, new Promise((r) => setTimeout(r, 1000))]);
    await watch.stop();
    sender.close();
    const seenRest = rest.flatMap((mail) => watch.seenAt(mail.number) ?? []);
    const lastSeen = Math.max(...seenRest);
    const pacedLatencies = latencies(paced, delivered, watch.seenAt);
    const burstLatencies = latencies(rest, delivered, watch.seenAt);
    const check = await checkExactlyOnce(cluster.databaseUrl, mails);
    return {
      label,
      workers,
      killed: kill,
      paced: {
        count: paced.length,
        p50: percentile(pacedLatencies, 50),
        p95: percentile(pacedLatencies, 95),
        max: percentile(pacedLatencies, 100),
      },
      burst: {
        count: rest.length,
        offered: rest.length / ((lastDelivered - burstStart) / 1000),
        throughput: seenRest.length / ((lastSeen - burstStart) / 1000),
        p50: percentile(burstLatencies, 50),
        p95: percentile(burstLatencies, 95),
      },
      check,
      cpu,
      load,
      failure,
    };
  } finally {
    await cluster.stop();
  }
};
