import { describe, expect, it } from 'vitest';
import { readApprovalDecision, readApprovalReply } from '../src/index';

const REQUEST = [
  'On Tue, Nov 24, 2026 at 9:00 AM Acme AP <ap@acme.test> wrote:',
  '> Please approve invoice GL-1 for $740.00.',
  '> Reply "Approved" or "Rejected".',
].join('\n');

describe('readApprovalDecision', () => {
  it.each([
    'Approved',
    'approved, thanks',
    'I approve.',
    'Yes',
    'yes please pay it',
    'LGTM',
    'Looks good to me',
    'OK to pay',
    'Go ahead.',
    '👍',
  ])('reads %j as approved', (text) => {
    expect(readApprovalDecision(`${text}\n\n${REQUEST}`)).toBe('approved');
  });

  it.each([
    'Rejected',
    'Not approved: we never ordered this',
    "I don't approve this one",
    'Do not pay, the catering was cancelled',
    'No',
    'Declined.',
    'Please hold off until I check with finance',
  ])('reads %j as rejected', (text) => {
    expect(readApprovalDecision(`${text}\n\n${REQUEST}`)).toBe('rejected');
  });

  it('decides nothing from the quoted request alone or from unrelated words', () => {
    expect(readApprovalDecision(REQUEST)).toBeUndefined();
    expect(readApprovalDecision(`Who is this vendor?\n\n${REQUEST}`)).toBeUndefined();
    expect(readApprovalDecision('')).toBeUndefined();
  });

  it('ignores an approval inside a forwarded message or an Outlook quote', () => {
    const forwarded = [
      'FYI, see below.',
      '',
      '---------- Forwarded message ---------',
      'From: Dana <dana@acme.test>',
      'Approved',
    ].join('\n');
    expect(readApprovalDecision(forwarded)).toBeUndefined();
    const outlook = ['Can you check this?', '', 'From: Dana', 'Sent: Monday', 'Approved'].join(
      '\n',
    );
    expect(readApprovalDecision(outlook)).toBeUndefined();
  });
});

describe('readApprovalReply', () => {
  it('reads the decision from the text body of a raw e-mail', async () => {
    const raw = new TextEncoder().encode(
      [
        'From: Dana <dana@acme.test>',
        'To: ap@acme.test',
        'Subject: Re: Approval needed',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=UTF-8',
        '',
        'Approved.',
        '',
        REQUEST,
      ].join('\r\n'),
    );
    expect(await readApprovalReply(raw)).toBe('approved');
  });
});
