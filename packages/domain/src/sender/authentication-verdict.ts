import { registeredDomain } from './mail-address';

/** One method's result in an Authentication-Results header (RFC 8601), and the domain it is about. */
export type MethodResult = {
  /** `pass`, `fail`, `softfail`, `none`, `neutral`, `temperror`, `permerror`, … (lower case). */
  result: string;
  /** DMARC: `header.from`; SPF: the domain of `smtp.mailfrom`; DKIM: `header.d` or `header.i`. */
  domain?: string | undefined;
};

/** The receiving mail provider's verdicts on a message, as its Authentication-Results states them. */
export type AuthenticationResults = {
  dmarc?: MethodResult | undefined;
  spf: MethodResult[];
  dkim: MethodResult[];
};

/**
 * What the provider's checks say of the From address: `pass` (DMARC passed), `fail` (forged:
 * it decides nothing) or `none` (no verdict: the address and the thread are all there is).
 */
export type SenderAuthentication = {
  verdict: 'pass' | 'fail' | 'none';
  /** Why, in words a person reads in a warning ('DMARC fail for acme.test'). */
  detail: string;
};

export const NO_VERDICT: SenderAuthentication = {
  verdict: 'none',
  detail: 'no sender authentication was reported',
};

const SPF_FAILING = new Set(['fail', 'softfail', 'permerror']);
// Gmail reports a DKIM signature whose body hash does not verify as `neutral`.
const DKIM_FAILING = new Set(['fail', 'neutral', 'permerror']);

/** A result about this From domain: same registered domain (relaxed alignment), or no domain named. */
const aboutDomain = (result: MethodResult, fromDomain: string) =>
  !result.domain || registeredDomain(result.domain) === registeredDomain(fromDomain);

/**
 * The reading of the receiving provider's Authentication-Results for the From domain:
 * DMARC pass decides; DMARC fail is forged; with no DMARC verdict (none, absent, an error),
 * an SPF or DKIM failure for the From domain is forged too. No results at all: no verdict.
 */
export const authenticationVerdict = (
  results: AuthenticationResults | undefined,
  fromDomain: string,
): SenderAuthentication => {
  if (!results) return NO_VERDICT;
  const dmarc = results.dmarc?.result;
  const claimed = results.dmarc?.domain;
  if (dmarc === 'fail')
    return { verdict: 'fail', detail: `DMARC fail for ${claimed ?? fromDomain}` };
  // A pass for another header.from than the one read here is no pass for this sender.
  if (dmarc === 'pass' && (!claimed || registeredDomain(claimed) === registeredDomain(fromDomain)))
    return { verdict: 'pass', detail: `DMARC pass for ${fromDomain}` };
  const failed = [
    ...results.spf
      .filter((spf) => SPF_FAILING.has(spf.result) && aboutDomain(spf, fromDomain))
      .map((spf) => `SPF ${spf.result}`),
    ...results.dkim
      .filter((dkim) => DKIM_FAILING.has(dkim.result) && aboutDomain(dkim, fromDomain))
      .map((dkim) => `DKIM ${dkim.result}`),
  ];
  const noDmarc = `no DMARC verdict${dmarc ? ` (dmarc=${dmarc})` : ''}`;
  if (failed.length > 0)
    return { verdict: 'fail', detail: `${noDmarc} and ${failed.join(', ')} for ${fromDomain}` };
  return { verdict: 'none', detail: `${noDmarc}; nothing failed for ${fromDomain}` };
};
