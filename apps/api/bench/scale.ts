import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { readOptions } from './scale/options';
import { type RunResult, runOnce } from './scale/run';

// Mail intake at scale on PostgreSQL: API and worker processes of the production build, 20
// organisations' AP mailboxes, e-mails with digital PDF invoices over SMTP. One run per worker
// count (and one in which a worker is SIGKILLed mid-load); each prints e-mails a second,
// delivery-to-readable latency and whether every e-mail became exactly one invoice in its own
// organisation. `pnpm --filter @ap/api bench:scale [--emails 200] [--workers 1,2,4] [--kill-run 2]`
// (see the API README's "Throughput" for every option).
const options = readOptions(process.argv.slice(2));
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

if (!options.sources) {
  log('building dist/ (pnpm --filter @ap/api build)');
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
}

const plan = [
  ...options.workerCounts.map((workers) => ({ workers, kill: false })),
  ...(options.killRunWorkers > 0 ? [{ workers: options.killRunWorkers, kill: true }] : []),
];
log(
  `${options.emails} e-mails a run to ${options.organizations} organisations, ${options.apis} API processes, ` +
    `${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
const results: RunResult[] = [];
for (const step of plan) {
  const result = await runOnce(options, step.workers, step.kill, log);
  results.push(result);
  log(`[${result.label}] done: ${summary(result)}`);
}

function summary(r: RunResult) {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const c = r.check;
  return [
    ...(r.backlog.count > 0
      ? [
          `backlog of ${r.backlog.count}: ${r.backlog.throughput.toFixed(1)} e-mails/s, cleared in ${r.backlog.clearedIn.toFixed(1)} s`,
        ]
      : []),
    `live ${r.burst.throughput.toFixed(1)} e-mails/s (offered ${r.burst.offered.toFixed(1)}/s)`,
    `at ${options.rate}/s: p50 ${s(r.paced.p50)} p95 ${s(r.paced.p95)}`,
    `unpaced p50 ${s(r.burst.p50)} p95 ${s(r.burst.p95)}`,
    `${c.once}/${c.expected} exactly once` +
      (c.missing.length ? `, ${c.missing.length} missing` : '') +
      (c.doubled.length ? `, ${c.doubled.length} doubled` : '') +
      (c.wrongOrganisation.length ? `, ${c.wrongOrganisation.length} in the wrong org` : '') +
      (c.strangers ? `, ${c.strangers} unexplained invoices` : ''),
    `CPU ms an e-mail: ${[...r.cpu].map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`,
    `load ${r.load.toFixed(2)}`,
    ...(r.failure ? [`FAILED: ${r.failure}`] : []),
  ].join('; ');
}

const s = (ms: number) => (ms / 1000).toFixed(2).padStart(6);
const backlog = Math.min(options.backlog, options.emails - options.paced);
const live = options.emails - options.paced - backlog;
console.log(
  `\nbench:scale: ${options.emails} e-mails a run: ${options.paced} at ${options.rate}/s, ${live} at once while ` +
    `the workers run (live), ${backlog} while they are frozen, then cleared (backlog); ` +
    `${options.organizations} organisations, ${options.apis} API processes, PostgreSQL`,
);
console.log(
  'run                        backlog/s  cleared in  live/s  offered/s  p50 @rate  p95 @rate  p50 live  p95 live  exactly once  load',
);
const figure = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
for (const r of results)
  console.log(
    `${r.label.padEnd(26)} ${figure(r.backlog.throughput).padStart(9)}  ${`${figure(r.backlog.clearedIn)} s`.padStart(10)}  ` +
      `${figure(r.burst.throughput).padStart(6)}  ${figure(r.burst.offered).padStart(9)}  ` +
      `${s(r.paced.p50)} s   ${s(r.paced.p95)} s   ${s(r.burst.p50)} s  ${s(r.burst.p95)} s  ` +
      `${`${r.check.once}/${r.check.expected}`.padStart(12)}  ${r.load.toFixed(2)}`,
  );
// Capacity as workers are added (the backlog part of the runs without a kill), against the run
// with the fewest: on one machine the run-to-run spread is several per cent (API README).
const byWorkers = results.filter((r) => !r.killed && r.backlog.count > 0);
const fewest = byWorkers[0];
for (const r of byWorkers.slice(1))
  if (fewest)
    console.log(
      `${r.label}: backlog ${r.backlog.throughput.toFixed(1)}/s, ${fewest.label} ${fewest.backlog.throughput.toFixed(1)}/s ` +
        `(${r.backlog.throughput >= fewest.backlog.throughput ? '+' : '-'}${Math.abs(100 * (r.backlog.throughput / fewest.backlog.throughput - 1)).toFixed(0)} %)`,
    );
const broken = results.filter(
  (r) => r.failure || r.check.once !== r.check.expected || r.check.strangers > 0,
);
for (const r of broken)
  console.log(
    `[${r.label}] NOT exactly once: missing ${r.check.missing.slice(0, 5).join(' ')} doubled ${r.check.doubled.slice(0, 5).join(' ')} wrong org ${r.check.wrongOrganisation.slice(0, 5).join(' ')} ${r.failure ?? ''}`,
  );
process.exit(broken.length > 0 ? 1 : 0);
