import { describe, expect, it } from 'vitest';
import { type HeaderLine, readAuthenticationResults, readSenderIdentity } from '../src/index';

const GMAIL = { authservId: 'mx.google.com' };
const header = (name: string, value: string): HeaderLine => ({ name, value });
const from = (value: string) => header('From', value);
/** What Gmail writes above a message it received (folded lines unfolded, as headers are read). */
const gmail = (dkim: string, spf: string, dmarc: string) =>
  header(
    'Authentication-Results',
    `mx.google.com; dkim=${dkim} header.i=@acme.test header.s=20230601 header.b=AbCd12; spf=${spf} (google.com: domain of dana@acme.test designates 203.0.113.5 as permitted sender) smtp.mailfrom=dana@acme.test; dmarc=${dmarc} (p=REJECT sp=REJECT dis=NONE) header.from=acme.test`,
  );

describe('readSenderIdentity', () => {
  it('reads the address of From, never an address written as its display name', () => {
    const identity = readSenderIdentity(
      [from('"dana@acme.test" <someone@another-domain.test>')],
      GMAIL,
    );
    expect(identity).toMatchObject({
      address: 'someone@another-domain.test',
      claimedAddress: 'dana@acme.test',
    });
    expect(identity?.warnings[0]).toMatch(
      /^The display name "dana@acme.test" shows dana@acme.test/,
    );
    // An encoded-word display name is decoded before it is judged.
    expect(
      readSenderIdentity([from('=?utf-8?Q?dana=40acme.test?= <x@evil.test>')], GMAIL)
        ?.claimedAddress,
    ).toBe('dana@acme.test');
    expect(readSenderIdentity([from('Dana Lopez <DANA@acme.test>')], GMAIL)).toMatchObject({
      address: 'dana@acme.test',
      name: 'Dana Lopez',
      warnings: [],
    });
  });

  it('takes the provider verdict: DMARC pass decides, dmarc=none with SPF fail is forged', () => {
    const read = (auth: HeaderLine) =>
      readSenderIdentity([auth, from('Dana <dana@acme.test>')], GMAIL)?.authentication;
    expect(read(gmail('pass', 'pass', 'pass'))?.verdict).toBe('pass');
    expect(read(gmail('pass', 'fail', 'none'))).toEqual({
      verdict: 'fail',
      detail: 'no DMARC verdict (dmarc=none) and SPF fail for acme.test',
    });
    expect(read(gmail('fail', 'pass', 'fail'))?.verdict).toBe('fail');
  });

  it("reads only the receiving provider's header, the topmost of its authserv-id", () => {
    const forgedBelow = header(
      'Authentication-Results',
      'mx.google.com; dmarc=pass header.from=acme.test',
    );
    const otherServer = header('Authentication-Results', 'relay.example; dmarc=fail');
    const headers = [
      otherServer,
      gmail('fail', 'fail', 'fail'),
      forgedBelow,
      from('dana@acme.test'),
    ];
    expect(readSenderIdentity(headers, GMAIL)?.authentication.verdict).toBe('fail');
    // Only headers of other servers, or none: no verdict.
    expect(readAuthenticationResults([otherServer], 'mx.google.com')).toBeUndefined();
    expect(readSenderIdentity([from('dana@acme.test')], GMAIL)?.authentication.verdict).toBe(
      'none',
    );
  });

  it('parses comments, several DKIM results and the domains each is about', () => {
    const results = readAuthenticationResults(
      [
        header(
          'Authentication-Results',
          'mx.google.com; dkim=pass header.i=@esp.test header.s=s1; dkim=fail (bad sig) header.d=acme.test; spf=softfail (google.com: transitioning) smtp.mailfrom="bounce@esp.test"; dmarc=none header.from=acme.test',
        ),
      ],
      'MX.google.com',
    );
    expect(results).toEqual({
      dmarc: { result: 'none', domain: 'acme.test' },
      spf: [{ result: 'softfail', domain: 'esp.test' }],
      dkim: [
        { result: 'pass', domain: 'esp.test' },
        { result: 'fail', domain: 'acme.test' },
      ],
    });
  });

  it('several From addresses decide nothing', () => {
    const identity = readSenderIdentity([from('dana@acme.test'), from('x@evil.test')], GMAIL);
    expect(identity?.authentication.verdict).toBe('fail');
  });
});
