import { SMTPServer } from 'smtp-server';
import type { MailStore } from './mail-store';

export type SmtpListener = { close: () => Promise<void> };

/**
 * Accepts mail from any SMTP client (no TLS, no auth) and files it in each
 * recipient's local mailbox, where the Gmail API subset shows it at once.
 */
export const startSmtpListener = (mail: MailStore, port: number): Promise<SmtpListener> => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'AP sandbox mail',
    size: 25 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = Buffer.concat(chunks);
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        Promise.all(
          recipients.map((address) => mail.deliver(address, source, ['INBOX', 'UNREAD'], mailFrom)),
        )
          .then(() => callback())
          .catch((error: Error) => callback(error));
      });
    },
  });
  return new Promise((started, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () =>
      started({ close: () => new Promise((closed) => server.close(() => closed())) }),
    );
  });
};
