import { findConnection } from '../../integrations/connections';
import { withGmailAccess } from '../../integrations/gmail/gmail-access';
import type { GmailAccess } from '../../integrations/gmail/gmail-client';
import type { IntakeDeps } from '../intake-deps';
import { queueMessages } from '../intake-queue';
import { readSyncState, type SyncState, saveHistoryId, saveWatch } from './sync-state';

/** Renew the push watch when less than this is left (Gmail's lasts 7 days). */
const WATCH_RENEW_MS = 24 * 60 * 60 * 1000;

const ensureWatch = async (
  deps: IntakeDeps,
  orgId: string,
  mailbox: string,
  access: GmailAccess,
  state: SyncState | undefined,
) => {
  const fresh =
    state?.mailbox === mailbox &&
    state.watchExpiresAt &&
    state.watchExpiresAt.getTime() - Date.now() > WATCH_RENEW_MS;
  if (fresh) return;
  const { expiration } = await deps.reader.watch(access, deps.config.mailIntake.pushTopic);
  await saveWatch(deps.db, orgId, mailbox, expiration);
};

/** The first read of a mailbox: recent mail only (a window of days, a cap on messages). */
const initialSync = async (
  deps: IntakeDeps,
  orgId: string,
  mailbox: string,
  access: GmailAccess,
) => {
  // The history id is taken before listing, so mail arriving meanwhile is read next time.
  const { historyId } = await deps.reader.profile(access);
  const { initialSyncDays, initialSyncMax } = deps.config.mailIntake;
  const recent = await deps.reader.listMessages(
    access,
    `in:inbox newer_than:${initialSyncDays}d`,
    initialSyncMax,
  );
  await queueMessages(
    deps.jobs,
    orgId,
    recent.map((message) => message.id),
  );
  await saveHistoryId(deps.db, orgId, mailbox, historyId);
};

/**
 * Reads what is new in the org's mailbox and queues each message: the initial sync on first
 * connect (or when Gmail forgot our history point), otherwise the history since the last id.
 */
export const syncMailbox = async (deps: IntakeDeps, orgId: string): Promise<void> => {
  const connection = await findConnection(deps.db, orgId, 'gmail');
  if (!connection) return;
  const mailbox = connection.externalId.toLowerCase();
  await withGmailAccess(deps, connection, async (access) => {
    const state = await readSyncState(deps.db, orgId);
    await ensureWatch(deps, orgId, mailbox, access, state);
    const start = state?.mailbox === mailbox ? state.historyId : null;
    if (start === null) return initialSync(deps, orgId, mailbox, access);
    const changes = await deps.reader.messagesAddedSince(access, start);
    if (changes === 'expired') return initialSync(deps, orgId, mailbox, access);
    await queueMessages(
      deps.jobs,
      orgId,
      changes.added.map((message) => message.id),
    );
    await saveHistoryId(deps.db, orgId, mailbox, changes.historyId);
  });
};
