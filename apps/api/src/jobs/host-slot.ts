import { createHash } from 'node:crypto';
import pg from 'pg';
import { announce, logger } from '../observability/logger';

/**
 * How many worker processes of one host take jobs at once. A worker keeps about two cores busy
 * (its event loop, its extraction thread and the PostgreSQL work it causes): measured on two
 * cores (apps/api README, bench:scale), a second worker on the same host made every e-mail
 * cost a third more CPU in the workers and PostgreSQL alike (processes crowding the cores), so
 * the host cleared fewer e-mails a second than with one. The others stand by, connected, and
 * take the slot of one that ends (a SIGKILL closes its connection, which frees the slot at
 * once). The slot is about the host's cores, not about correctness: that every job runs once
 * rests on the queue, whatever the number of workers.
 */
export type HostSlot = { slot: number; release: () => Promise<void> };

const STANDBY_LOOK_MS = 1000;

/** Two 32-bit advisory lock keys: the host's, and the slot's number. */
const hostKey = (hostId: string) =>
  createHash('sha256').update(`ap-worker-slot:${hostId}`).digest().readInt32BE(0);

/**
 * Takes one of the host's `slots` (a session advisory lock held by a connection of its own),
 * waiting as long as all are taken; `note` ends the line that says so.
 */
export const takeHostSlot = async (
  databaseUrl: string,
  hostId: string,
  slots: number,
  note = '',
): Promise<HostSlot> => {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'worker-slot' });
  // A dropped connection frees the slot; this worker then shares the cores until it restarts.
  client.on('error', (error) =>
    logger.warn({ err: error.message }, 'the host slot connection was lost'),
  );
  await client.connect();
  const key = hostKey(hostId);
  let said = false;
  for (;;) {
    for (let slot = 0; slot < slots; slot++) {
      const { rows } = await client.query<{ taken: boolean }>(
        'select pg_try_advisory_lock($1, $2) as taken',
        [key, slot],
      );
      if (rows[0]?.taken) {
        if (said) announce.info({ slot, hostId }, 'took a job slot of this host');
        return { slot, release: () => client.end() };
      }
    }
    if (!said)
      announce.info(
        { hostId, slots },
        `standing by: the ${slots} job slot${slots > 1 ? 's' : ''} of this host are taken (JOBS_ACTIVE_WORKERS_PER_HOST)${note}`,
      );
    said = true;
    await new Promise((wait) => setTimeout(wait, STANDBY_LOOK_MS));
  }
};
