import { describe, expect, it } from 'vitest';
import { type AuthenticationResults, authenticationVerdict } from './authentication-verdict';

const results = (partial: Partial<AuthenticationResults>): AuthenticationResults => ({
  spf: [],
  dkim: [],
  ...partial,
});

describe('authenticationVerdict', () => {
  it('DMARC decides when it has a verdict', () => {
    expect(
      authenticationVerdict(
        results({
          dmarc: { result: 'pass', domain: 'acme.test' },
          spf: [{ result: 'fail', domain: 'acme.test' }],
        }),
        'acme.test',
      ).verdict,
    ).toBe('pass');
    expect(
      authenticationVerdict(
        results({
          dmarc: { result: 'fail', domain: 'acme.test' },
          spf: [{ result: 'pass', domain: 'acme.test' }],
        }),
        'acme.test',
      ),
    ).toEqual({ verdict: 'fail', detail: 'DMARC fail for acme.test' });
  });

  it('dmarc=none with SPF failing for the From domain is forged (it used to count as not forged)', () => {
    expect(
      authenticationVerdict(
        results({
          dmarc: { result: 'none', domain: 'acme.test' },
          spf: [{ result: 'fail', domain: 'acme.test' }],
        }),
        'acme.test',
      ),
    ).toEqual({
      verdict: 'fail',
      detail: 'no DMARC verdict (dmarc=none) and SPF fail for acme.test',
    });
  });

  it.each([
    ['DKIM failing for the From domain', { dkim: [{ result: 'fail', domain: 'acme.test' }] }],
    ['SPF softfail of a subdomain', { spf: [{ result: 'softfail', domain: 'mail.acme.test' }] }],
    [
      'SPF fail with DKIM passing',
      {
        spf: [{ result: 'fail', domain: 'acme.test' }],
        dkim: [{ result: 'pass', domain: 'acme.test' }],
      },
    ],
    ['a DKIM result naming no domain', { dkim: [{ result: 'permerror' }] }],
  ])('no DMARC verdict and %s: forged', (_what, partial) => {
    expect(authenticationVerdict(results(partial), 'acme.test').verdict).toBe('fail');
  });

  it.each([
    [
      'SPF failing for another envelope domain',
      { spf: [{ result: 'fail', domain: 'bounces.esp.test' }] },
    ],
    [
      'a failing DKIM signature of another domain',
      {
        dkim: [
          { result: 'fail', domain: 'esp.test' },
          { result: 'pass', domain: 'acme.test' },
        ],
      },
    ],
    [
      'nothing failing',
      { spf: [{ result: 'pass', domain: 'acme.test' }], dkim: [{ result: 'none' }] },
    ],
    ['a DMARC pass for another From domain', { dmarc: { result: 'pass', domain: 'other.test' } }],
  ])('no verdict with %s', (_what, partial) => {
    expect(authenticationVerdict(results(partial), 'acme.test').verdict).toBe('none');
  });

  it('no results at all: no verdict', () => {
    expect(authenticationVerdict(undefined, 'acme.test').verdict).toBe('none');
  });
});
