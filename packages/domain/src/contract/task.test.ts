import { describe, expect, it } from 'vitest';
import { TaskSchema } from './task';
import { SEND_EMAIL_MESSAGES, UpdateTaskParametersSchema } from './task-operations';

const base = {
  id: 'task_1',
  status: 'pending',
  created_at: '2026-01-02T10:00:00.000Z',
  executed_at: null,
  approved_at: null,
  approved_by_email: null,
  error_message: null,
};

describe('TaskSchema', () => {
  it('accepts a send_email task and a pay_invoice task with their own parameters', () => {
    const email = TaskSchema.parse({
      ...base,
      task_type: 'send_email',
      parameters: { to: ['billing@acme.test'], subject: 'W-9', body: 'Please send' },
    });
    expect(email.task_type === 'send_email' && email.parameters.cc).toEqual([]);
    const pay = TaskSchema.parse({
      ...base,
      task_type: 'pay_invoice',
      parameters: { vendor_id: 'ven_1', invoice_number: 'INV-1' },
    });
    expect(pay.task_type).toBe('pay_invoice');
  });

  it('rejects a send_email task whose parameters are those of another type', () => {
    const result = TaskSchema.safeParse({
      ...base,
      task_type: 'send_email',
      parameters: { vendor_id: 'ven_1', invoice_number: 'INV-1' },
    });
    expect(result.success).toBe(false);
  });

  it('rejects an unknown status', () => {
    const result = TaskSchema.safeParse({
      ...base,
      status: 'done',
      task_type: 'update_vendor',
      parameters: { vendor_id: 'v', invoice_number: null },
    });
    expect(result.success).toBe(false);
  });
});

describe('UpdateTaskParametersSchema', () => {
  it('trims recipients and drops blanks', () => {
    const parsed = UpdateTaskParametersSchema.parse({
      to: [' a@x.test ', ''],
      cc: [' '],
      subject: 'Hi',
      body: 'Text',
    });
    expect(parsed.to).toEqual(['a@x.test']);
    expect(parsed.cc).toEqual([]);
  });

  it('answers the spec messages for no recipient, no subject and no body', () => {
    const result = UpdateTaskParametersSchema.safeParse({ to: [' '], subject: ' ', body: '' });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      SEND_EMAIL_MESSAGES.recipientRequired,
      SEND_EMAIL_MESSAGES.subjectRequired,
      SEND_EMAIL_MESSAGES.bodyRequired,
    ]);
  });
});
