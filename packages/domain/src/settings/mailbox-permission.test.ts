import { describe, expect, it } from 'vitest';
import {
  canChangeMailboxPermission,
  mailboxPermissionLevel,
  readOnlyModeFor,
} from './mailbox-permission';

describe('mailbox permission level', () => {
  it('maps read_only_mode to a level, read-only by default', () => {
    expect(mailboxPermissionLevel(true)).toBe('read-only');
    expect(mailboxPermissionLevel(false)).toBe('full');
    expect(mailboxPermissionLevel(null)).toBe('read-only');
    expect(mailboxPermissionLevel(undefined)).toBe('read-only');
  });

  it('maps a level back to read_only_mode', () => {
    expect(readOnlyModeFor('read-only')).toBe(true);
    expect(readOnlyModeFor('full')).toBe(false);
  });

  it('can be toggled only while not connected', () => {
    expect(canChangeMailboxPermission(false)).toBe(true);
    expect(canChangeMailboxPermission(true)).toBe(false);
  });
});
