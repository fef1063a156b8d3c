/** One e-mail to send, as the assistant drafts it. */
export type OutgoingEmail = {
  from: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  /** Gmail thread to file the message in (a reply); Gmail also needs the headers below. */
  threadId?: string;
  /** Message-ID of the message answered, and the thread's References chain. */
  inReplyTo?: string;
  references?: string[];
  /** A fixed Message-ID (e.g. one per task), so a retried send is recognisably the same mail. */
  messageId?: string;
};

/**
 * Printable ASCII goes as is; anything else (non-ASCII, or a line break that could start a
 * new header) as an RFC 2047 encoded word.
 */
const subjectHeader = (subject: string): string =>
  /^[\x20-\x7e]*$/.test(subject)
    ? subject
    : `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`;

/** `<id@host>`, keeping only characters a Message-ID may hold (no header injection). */
const messageIdHeader = (id: string): string => `<${id.replace(/[<>\s]/g, '')}>`;

/** The References chain: the thread's ids, then the message answered, each once. */
const references = (email: OutgoingEmail): string[] => [
  ...new Set(
    [...(email.references ?? []), ...(email.inReplyTo ? [email.inReplyTo] : [])].map(
      messageIdHeader,
    ),
  ),
];

/** RFC 2822 text, base64url-encoded, as Gmail's messages.send takes it in `raw`. */
export const toRawMessage = (email: OutgoingEmail): string => {
  const headers = [
    `From: ${email.from}`,
    `To: ${email.to.join(', ')}`,
    ...(email.cc.length > 0 ? [`Cc: ${email.cc.join(', ')}`] : []),
    `Subject: ${subjectHeader(email.subject)}`,
    ...(email.messageId ? [`Message-ID: ${messageIdHeader(email.messageId)}`] : []),
    ...(email.inReplyTo ? [`In-Reply-To: ${messageIdHeader(email.inReplyTo)}`] : []),
    ...(references(email).length > 0 ? [`References: ${references(email).join(' ')}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${email.body}`).toString('base64url');
};
