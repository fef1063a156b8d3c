import { describe, expect, it } from 'vitest';
import { toRawMessage } from '../src/integrations/gmail/raw-message';

const decode = (raw: string) => Buffer.from(raw, 'base64url').toString();
const email = { from: 'ap@acme.test', to: ['a@v.test'], cc: [], body: 'Hi' };

describe('the raw message handed to Gmail', () => {
  it('keeps a plain ASCII subject readable', () => {
    expect(decode(toRawMessage({ ...email, subject: 'Invoice GL-318' }))).toContain(
      '\r\nSubject: Invoice GL-318\r\n',
    );
  });

  it('encodes a non-ASCII subject, and one with a line break so it cannot add a header', () => {
    const text = decode(toRawMessage({ ...email, subject: 'Re: x\r\nBcc: spy@evil.test' }));
    expect(text).not.toMatch(/^Bcc:/m);
    expect(text).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Re: x\r\nBcc: spy@evil.test').toString('base64')}?=`,
    );
    expect(decode(toRawMessage({ ...email, subject: 'Facture n° 7' }))).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Facture n° 7').toString('base64')}?=`,
    );
  });
});
