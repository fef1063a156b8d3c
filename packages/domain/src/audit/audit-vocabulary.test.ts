import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../contract/audit-log';
import {
  auditActionsOf,
  describeAuditAction,
  describeAuditActor,
  describeAuditChange,
  describeAuditRecord,
} from './audit-vocabulary';

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: '1',
  actor: { type: 'user', user_id: 'user_1', email: 'ap@acme.test' },
  action: 'invoice.update',
  entity_type: 'invoice',
  entity_id: 'inv_1',
  before: null,
  after: null,
  created_at: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

describe('audit vocabulary', () => {
  it('names known actions and reads unknown ones from their name', () => {
    expect(describeAuditAction('user.invite')).toBe('Invited a member');
    expect(describeAuditAction('settings.approval_chains')).toBe('Changed the approval chains');
    expect(describeAuditAction('approval_chain.save')).toBe('Approval chain save');
  });

  it('lists the known actions of a family', () => {
    expect(auditActionsOf('user.*')).toEqual([
      'user.invite',
      'user.invite_revoke',
      'user.role_change',
      'user.remove',
    ]);
  });

  it('says who acted', () => {
    expect(describeAuditActor({ type: 'assistant', user_id: 'assistant', email: null })).toBe(
      'Assistant',
    );
    expect(describeAuditActor({ type: 'user', user_id: 'user_9', email: null })).toBe('user_9');
  });

  it('names a member record by e-mail, others by type and id', () => {
    expect(
      describeAuditRecord(
        entry({ entity_type: 'user', entity_id: 'user_2', after: { email: 'dana@acme.test' } }),
      ),
    ).toBe('Member dana@acme.test');
    expect(describeAuditRecord(entry({}))).toBe('Invoice inv_1');
    expect(describeAuditRecord(entry({ entity_type: 'approval_chain', entity_id: 'x' }))).toBe(
      'Approval chain x',
    );
  });

  it('summarises only what changed, short values shown, long ones named', () => {
    expect(
      describeAuditChange(
        entry({
          before: { email: 'dana@acme.test', role: 'Member' },
          after: { email: 'dana@acme.test', role: 'Admin' },
        }),
      ),
    ).toBe('role: Member → Admin');
    expect(describeAuditChange(entry({ after: { dual_control: true } }))).toBe('dual control: on');
    expect(
      describeAuditChange(
        entry({ entity_type: 'user', after: { email: 'sam@acme.test', role: 'Member' } }),
      ),
    ).toBe('role: Member');
    expect(
      describeAuditChange(
        entry({
          before: { a: 1, b: 1, c: 1, d: 1 },
          after: { a: 2, b: 2, c: 2, d: 2, notes: 'x'.repeat(80) },
        }),
      ),
    ).toBe('a: 1 → 2; b: 1 → 2; c: 1 → 2; and 2 more');
    expect(describeAuditChange(entry({ after: { dueDate: 'x'.repeat(50) } }))).toBe('due date');
    expect(describeAuditChange(entry({ after: null }))).toBe('');
  });
});
