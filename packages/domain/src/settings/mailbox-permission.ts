import { READ_ONLY_MODE_DEFAULT } from '../constants';

/** Read-only: can only read e-mail. Full: can also send e-mail and change the mailbox. */
export type MailboxPermissionLevel = 'read-only' | 'full';

/** The level an organisation's `read_only_mode` setting means (missing -> default, read-only). */
export function mailboxPermissionLevel(
  readOnlyMode: boolean | null | undefined,
): MailboxPermissionLevel {
  return (readOnlyMode ?? READ_ONLY_MODE_DEFAULT) ? 'read-only' : 'full';
}

/** The `read_only_mode` value to send for a level. */
export function readOnlyModeFor(level: MailboxPermissionLevel): boolean {
  return level === 'read-only';
}

/** The level can be changed only while no mailbox is connected (unlink first). */
export function canChangeMailboxPermission(mailboxConnected: boolean): boolean {
  return !mailboxConnected;
}
