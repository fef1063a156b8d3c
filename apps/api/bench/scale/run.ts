import { loadavg } from 'node:os';
import pg from 'pg';
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
  /** Live part: as fast as SMTP takes them, while the workers run. */
  burst: {
    count: number;
    /** E-mails a second delivered by SMTP (what was offered). */
    offered: number;
    /** E-mails a second that became readable invoices. */
    throughput: number;
    p50: number;
    p95: number;
  };
  /** Backlog part: delivered while the workers were frozen, then cleared by them. */
  backlog: {
    count: number;
    /** E-mails a second: the backlog over the time it took (the workers' capacity). */
    throughput: number;
    /** Seconds from thawing the workers to the last readable invoice. */
    clearedIn: number;
  };
  check: ExactlyOnce;
  /** CPU milliseconds per e-mail of the backlog part (else the live part), by kind of process. */
  cpu: Map<string, number>;
  /** Load average (1 min) at the end. */
  load: number;
  failure: string | undefined;
};

/** Waits until no job is running or due (the live part's reviews follow its invoices). */
const queueIdle = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ busy: number }>(
        `select count(*)::int as busy from pgboss.job
          where state = 'active' or (state in ('created', 'retry') and start_after <= now())`,
      );
      if (rows[0]?.busy === 0) return;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  } finally {
    await client.end();
  }
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
 * One run: the cluster with `workers` workers, the organisations, then the e-mails in three
 * parts. The first `paced` at `rate` a second: delivery-to-readable latency at a steady load.
 * Then, while the workers run, the live part as fast as SMTP takes them: latency under a burst
 * (on a 2-core machine the sender and the SMTP stand-in share the cores with the workers, so
 * what is offered falls as workers are added). Last, the backlog part: the warm workers are
 * frozen (SIGSTOP), its e-mails arrive (the pushes queue their syncs), then the workers are
 * thawed and clear it: the backlog over the time that took is the workers' capacity, with the
 * same queue in front of every worker count. With `kill`, a worker is SIGKILLed when 40 % of
 * the backlog (or, without one, of the live part) is readable.
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
    const readable = (part: BenchMail[]) =>
      part.filter((mail) => watch.seenAt(mail.number) !== undefined).length;
    let failure: string | undefined;
    const settled = (ms: number) =>
      watch.settled(ms).catch((error: Error) => {
        failure ??= error.message;
      });
    const paced = mails.slice(0, options.paced);
    const backlogCount = Math.min(options.backlog, mails.length - paced.length);
    const live = mails.slice(paced.length, mails.length - backlogCount);
    const backlog = mails.slice(mails.length - backlogCount);
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
    await settled(60_000);

    let killedAt: number | undefined;
    /** SIGKILLs the oldest worker once 40 % of `part` is readable. */
    const killWhen = (part: BenchMail[], since: number) =>
      (async () => {
        while (readable(part) < part.length * 0.4) await new Promise((t) => setTimeout(t, 50));
        await cluster.workers[0]?.stop('SIGKILL');
        killedAt = performance.now();
        log(`[${label}] SIGKILLed a worker at ${((killedAt - since) / 1000).toFixed(1)} s`);
      })();

    log(`[${label}] ${live.length} e-mails at once, workers running`);
    let cpuBefore = await sampleCpu(cluster.databaseUrl);
    const burstStart = performance.now();
    const liveKiller = kill && backlog.length === 0 ? killWhen(live, burstStart) : undefined;
    await Promise.all(live.map(send));
    const lastDelivered = performance.now();
    await settled(90_000);
    let cpu = cpuPerMail(cpuBefore, await sampleCpu(cluster.databaseUrl), live.length);
    const seenLive = live.flatMap((mail) => watch.seenAt(mail.number) ?? []);

    let backlogResult: RunResult['backlog'] = { count: 0, throughput: NaN, clearedIn: NaN };
    let backlogKiller: Promise<void> | undefined;
    if (backlog.length > 0) {
      // The workers stay warm but hold still (SIGSTOP) while the backlog arrives: only once
      // the queue is idle, so that none is frozen holding a job.
      await queueIdle(cluster.databaseUrl);
      log(`[${label}] workers frozen; ${backlog.length} e-mails arrive`);
      for (const worker of cluster.workers) worker.signal('SIGSTOP');
      await Promise.all(backlog.map(send));
      // Gmail's pushes follow delivery; give the APIs time to queue every mailbox's sync.
      await new Promise((wait) => setTimeout(wait, 3000));
      cpuBefore = await sampleCpu(cluster.databaseUrl);
      const thawed = performance.now();
      for (const worker of cluster.workers) worker.signal('SIGCONT');
      log(`[${label}] workers thawed`);
      if (kill) backlogKiller = killWhen(backlog, thawed);
      await settled(90_000);
      cpu = cpuPerMail(cpuBefore, await sampleCpu(cluster.databaseUrl), backlog.length);
      const last = Math.max(...backlog.flatMap((mail) => watch.seenAt(mail.number) ?? []));
      const clearedIn = (last - thawed) / 1000;
      backlogResult = { count: backlog.length, throughput: backlog.length / clearedIn, clearedIn };
    }
    const load = loadavg()[0] ?? NaN;
    if (kill && killedAt === undefined) failure ??= 'the worker was never killed';
    const killer = liveKiller ?? backlogKiller ?? Promise.resolve();
    await Promise.race([killer, new Promise((r) => setTimeout(r, 1000))]);
    await watch.stop();
    sender.close();
    const lastSeen = Math.max(...seenLive);
    const pacedLatencies = latencies(paced, delivered, watch.seenAt);
    const burstLatencies = latencies(live, delivered, watch.seenAt);
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
        count: live.length,
        offered: live.length / ((lastDelivered - burstStart) / 1000),
        throughput: seenLive.length > 0 ? seenLive.length / ((lastSeen - burstStart) / 1000) : NaN,
        p50: percentile(burstLatencies, 50),
        p95: percentile(burstLatencies, 95),
      },
      backlog: backlogResult,
      check,
      cpu,
      load,
      failure,
    };
  } finally {
    await cluster.stop();
  }
};
