/** Builds RFC 5322 messages by hand: headers, a body and base64 attachments. */
export type MimeAttachment = {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  inline?: boolean;
  contentId?: string;
};

function base64Lines(bytes: Uint8Array): string {
  return (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
}

export function buildEmail(options: {
  from: string;
  to: string;
  subject: string;
  date: string;
  messageId: string;
  text?: string;
  html?: string;
  attachments?: MimeAttachment[];
  /** Whole messages attached as message/rfc822 (a forward as attachment). */
  forwarded?: Uint8Array[];
}): Uint8Array {
  const boundary = `----=_Part_${options.messageId.replace(/\W/g, '').slice(0, 16)}`;
  const headers = [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject}`,
    `Date: ${options.date}`,
    `Message-ID: <${options.messageId}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const parts: string[] = [];
  if (options.html) {
    parts.push(
      `Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(new TextEncoder().encode(options.html))}`,
    );
  } else {
    parts.push(
      `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(new TextEncoder().encode(options.text ?? ''))}`,
    );
  }
  for (const attachment of options.attachments ?? []) {
    const disposition = attachment.inline ? 'inline' : 'attachment';
    const id = attachment.contentId ? `Content-ID: <${attachment.contentId}>\r\n` : '';
    parts.push(
      `Content-Type: ${attachment.contentType}; name="${attachment.filename}"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: ${disposition}; filename="${attachment.filename}"\r\n${id}\r\n${base64Lines(attachment.bytes)}`,
    );
  }
  for (const message of options.forwarded ?? []) {
    parts.push(
      `Content-Type: message/rfc822\r\nContent-Disposition: attachment; filename="forwarded.eml"\r\n\r\n${Buffer.from(message).toString('utf8')}`,
    );
  }
  const body = parts.map((part) => `--${boundary}\r\n${part}`).join('\r\n');
  return new TextEncoder().encode(`${headers.join('\r\n')}\r\n\r\n${body}\r\n--${boundary}--\r\n`);
}
