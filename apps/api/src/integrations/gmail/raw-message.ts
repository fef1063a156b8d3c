import type { OutgoingEmail } from './gmail-client';

/** RFC 2822 text, base64url-encoded, as Gmail's messages.send takes it in `raw`. */
export const toRawMessage = (email: OutgoingEmail): string => {
  const headers = [
    `From: ${email.from}`,
    `To: ${email.to.join(', ')}`,
    ...(email.cc.length > 0 ? [`Cc: ${email.cc.join(', ')}`] : []),
    `Subject: =?UTF-8?B?${Buffer.from(email.subject).toString('base64')}?=`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${email.body}`).toString('base64url');
};
