import { describe, expect, it } from 'vitest';
import { readApprovalDecision, readApprovalReply, senderAuthenticationFailed } from '../src/index';

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

  const signedReply = (authenticationResults: string[]) =>
    new TextEncoder().encode(
      [
        ...authenticationResults.map((value) => `Authentication-Results: ${value}`),
        'From: Dana <dana@acme.test>',
        'To: ap@acme.test',
        'Subject: Re: Approval needed',
        'Content-Type: text/plain; charset=UTF-8',
        '',
        'Approved.',
      ].join('\r\n'),
    );

  it('decides nothing when the receiving server found the sender forged, whatever it says', async () => {
    const forged = signedReply([
      'mx.google.com; spf=fail smtp.mailfrom=acme.test; dmarc=fail (p=REJECT) header.from=acme.test',
    ]);
    expect(await readApprovalReply(forged)).toBe('unauthenticated');
    const passed = signedReply([
      'mx.google.com; dkim=pass header.i=@acme.test; spf=pass; dmarc=pass header.from=acme.test',
      // A header the sender wrote itself sits below the receiver's and is not read.
      'attacker.example; dmarc=fail',
    ]);
    expect(await readApprovalReply(passed)).toBe('approved');
  });
});

describe('senderAuthenticationFailed', () => {
  it.each([
    ['mx.google.com; dmarc=fail header.from=acme.test', true],
    ['mx.google.com; dkim=pass; spf=fail; dmarc=pass', false],
    ['mx.example; spf=fail smtp.mailfrom=acme.test; dkim=none', true],
    ['mx.example; spf=softfail; dkim=fail', true],
    ['mx.example; spf=fail; dkim=pass header.i=@acme.test', false],
    ['mx.example; spf=pass', false],
    ['mx.example; none', false],
  ])('%j -> %j', (header, failed) => {
    expect(senderAuthenticationFailed(header)).toBe(failed);
  });

  it('gives no verdict without the header (mail within one domain, the stand-ins)', () => {
    expect(senderAuthenticationFailed(undefined)).toBe(false);
  });
});
