import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU seconds so far by `kind:pid` (the bench's children) and `postgres` (the server's backends
 * of the bench's database, with those that ended): what each e-mail costs, whatever else the
 * machine runs.
 */
export type CpuSample = Map<string, number>;

const TICKS = 100; // USER_HZ on Linux

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** utime + stime of a process, of its reaped children, and its parent, from /proc/<pid>/stat. */
const statOf = (pid: number) => {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    cpu: (Number(fields[11]) + Number(fields[12])) / TICKS,
    children: (Number(fields[13]) + Number(fields[14])) / TICKS,
  };
};

const kindOf = (pid: number): string | undefined => {
  const args = read(`/proc/${pid}/cmdline`)?.split('\0').join(' ') ?? '';
  let cwd = '';
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {}
  if (/worker\.(js|ts)/.test(args)) return 'worker';
  if (/main\.(js|ts)/.test(args) && cwd.endsWith('apps/sandbox')) return 'sandbox';
  if (/main\.(js|ts)/.test(args)) return 'api';
  return undefined;
};

/**
 * CPU time of the bench's own child processes (API, worker, sandbox) and of the PostgreSQL
 * backends serving the bench's database, with those that ended (linux /proc; empty elsewhere).
 */
export const sampleCpu = async (databaseUrl: string): Promise<CpuSample> => {
  const sample: CpuSample = new Map();
  const add = (kind: string, cpu: number) => sample.set(kind, (sample.get(kind) ?? 0) + cpu);
  let pids: number[] = [];
  try {
    pids = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return sample;
  }
  const stats = new Map(
    pids.flatMap((pid) => {
      const stat = statOf(pid);
      return stat ? [[pid, stat] as const] : [];
    }),
  );
  const descends = (pid: number) => {
    for (let at = stats.get(pid)?.ppid; at; at = stats.get(at)?.ppid)
      if (at === process.pid) return true;
    return false;
  };
  for (const [pid, stat] of stats) {
    if (!descends(pid)) continue;
    // By process: one that ends between two samples (the killed worker) is left out of both.
    const kind = kindOf(pid);
    if (kind) add(`${kind}:${pid}`, stat.cpu);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) add('postgres', stats.get(pid)?.cpu ?? 0);
    // A backend that ends between two samples (a pool closing an idle connection) moves its
    // CPU into the postmaster's reaped children's: counted there, the figure never goes down.
    const own = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // (This connection's backend started after /proc was read: its parent is read now.)
    const postmaster = statOf(statOf(own.rows[0]?.pid ?? -1)?.ppid ?? -1);
    if (postmaster) add('postgres', postmaster.children);
  } finally {
    await client.end();
  }
  return sample;
};

/** CPU milliseconds per e-mail between two samples, by kind (processes alive at both). */
export const cpuPerMail = (before: CpuSample, after: CpuSample, mails: number) => {
  const perKind = new Map<string, number>();
  for (const [key, seconds] of after) {
    const kind = key.split(':')[0] as string;
    const from = before.get(key) ?? (key.includes(':') ? undefined : 0);
    if (from === undefined) continue;
    perKind.set(kind, (perKind.get(kind) ?? 0) + ((seconds - from) * 1000) / mails);
  }
  return perKind;
};
