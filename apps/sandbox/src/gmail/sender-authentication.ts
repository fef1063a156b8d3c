import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const RESULT = z.enum(['pass', 'fail', 'softfail', 'neutral', 'none', 'temperror', 'permerror']);

/** The verdicts Gmail's receiving servers reach for mail of one sending domain. */
export const SenderVerdictsSchema = z
  .object({ dkim: RESULT.optional(), spf: RESULT.optional(), dmarc: RESULT.optional() })
  .strict();
export type SenderVerdicts = z.infer<typeof SenderVerdictsSchema>;

/** Gmail's receiving servers name themselves so in Authentication-Results. */
export const GMAIL_AUTHSERV_ID = 'mx.google.com';
const SENDING_IP = '127.0.0.1';

const spfComment = (result: string, mailFrom: string) => {
  switch (result) {
    case 'pass':
      return `google.com: domain of ${mailFrom} designates ${SENDING_IP} as permitted sender`;
    case 'softfail':
      return `google.com: domain of transitioning ${mailFrom} does not designate ${SENDING_IP} as permitted sender`;
    case 'neutral':
      return `google.com: ${SENDING_IP} is neither permitted nor denied by best guess record for domain of ${mailFrom}`;
    case 'none':
      return `google.com: domain of ${mailFrom} does not designate permitted sender hosts`;
    default:
      return `google.com: domain of ${mailFrom} does not designate ${SENDING_IP} as permitted sender`;
  }
};

const dmarcComment = (result: string) =>
  result === 'pass'
    ? 'p=REJECT sp=REJECT dis=NONE'
    : result === 'fail'
      ? 'p=REJECT sp=REJECT dis=REJECT'
      : 'p=NONE sp=NONE dis=NONE';

/**
 * The Authentication-Results header Gmail puts above a message it receives, e.g.
 * `mx.google.com; dkim=pass header.i=@acme.test …; spf=pass (google.com: …) smtp.mailfrom=…;
 * dmarc=pass (p=REJECT …) header.from=acme.test`, folded as Gmail folds it. Methods left out
 * of the verdicts are left out of the header, as Gmail omits DKIM for an unsigned message.
 */
export const authenticationResultsHeader = (
  verdicts: SenderVerdicts,
  fromDomain: string,
  mailFrom: string,
): string => {
  const parts = [GMAIL_AUTHSERV_ID];
  if (verdicts.dkim) {
    const why = verdicts.dkim === 'neutral' ? ' (body hash did not verify)' : '';
    const signature = randomBytes(6).toString('base64url');
    parts.push(
      `dkim=${verdicts.dkim}${why} header.i=@${fromDomain} header.s=sandbox header.b=${signature}`,
    );
  }
  if (verdicts.spf)
    parts.push(
      `spf=${verdicts.spf} (${spfComment(verdicts.spf, mailFrom)}) smtp.mailfrom=${mailFrom}`,
    );
  if (verdicts.dmarc)
    parts.push(
      `dmarc=${verdicts.dmarc} (${dmarcComment(verdicts.dmarc)}) header.from=${fromDomain}`,
    );
  return `Authentication-Results: ${parts.join(';\r\n       ')}\r\n`;
};

/** The verdicts set for a domain: its own entry, else the `*` entry, else none (no header). */
export const verdictsFor = (
  table: Record<string, SenderVerdicts> | undefined,
  domain: string,
): SenderVerdicts | undefined => table?.[domain.toLowerCase()] ?? table?.['*'];
