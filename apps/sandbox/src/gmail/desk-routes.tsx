import { Hono } from 'hono';
import MailComposer from 'nodemailer/lib/mail-composer';
import { type DeskMailbox, DeskPage, type Draft } from './desk-page';
import type { MailStore } from './mail-store';
import { parseStored } from './message-format';

const LATEST = 5;

/** GET / shows the mail desk; POST /desk/send files a composed message like an SMTP delivery. */
export const deskRoutes = (mail: MailStore) => {
  const app = new Hono();

  const mailboxes = async (): Promise<DeskMailbox[]> =>
    Promise.all(
      mail.mailboxAddresses().map(async (address) => {
        const messages = mail.mailbox(address)?.messages ?? [];
        const latest = await Promise.all(
          messages
            .slice(-LATEST)
            .reverse()
            .map(async (message) => {
              const parsed = await parseStored(message);
              const to = Array.isArray(parsed.to)
                ? parsed.to.map((a) => a.text).join(', ')
                : (parsed.to?.text ?? '');
              return {
                id: message.id,
                from: parsed.from?.text ?? '',
                to,
                subject: parsed.subject ?? '(no subject)',
                date: new Date(Number(message.internalDate))
                  .toISOString()
                  .slice(0, 16)
                  .replace('T', ' '),
                ...(parsed.messageId ? { messageId: parsed.messageId } : {}),
              };
            }),
        );
        return { address, total: messages.length, latest };
      }),
    );

  app.get('/', async (c) => {
    const boxes = await mailboxes();
    const { replyTo, id, sent } = c.req.query();
    const original = boxes.find((b) => b.address === replyTo)?.latest.find((m) => m.id === id);
    const draft: Draft = original
      ? {
          from: replyTo,
          to: original.from.match(/<([^>]+)>/)?.[1] ?? original.from,
          subject: original.subject.startsWith('Re:')
            ? original.subject
            : `Re: ${original.subject}`,
          ...(original.messageId ? { inReplyTo: original.messageId } : {}),
        }
      : {};
    return c.html(
      <DeskPage
        mailboxes={boxes}
        draft={draft}
        {...(sent ? { notice: `Sent to ${sent}.` } : {})}
      />,
    );
  });

  app.post('/desk/send', async (c) => {
    const form = await c.req.parseBody();
    const text = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string).trim() : '';
    const file = form.attachment;
    const attachments =
      file instanceof File && file.size > 0
        ? [
            {
              filename: file.name,
              contentType: file.type || 'application/octet-stream',
              content: Buffer.from(await file.arrayBuffer()),
            },
          ]
        : [];
    const inReplyTo = text('inReplyTo');
    const source = await new MailComposer({
      from: text('from'),
      to: text('to'),
      subject: text('subject'),
      text: text('body'),
      attachments,
      ...(inReplyTo ? { inReplyTo, references: [inReplyTo] } : {}),
    })
      .compile()
      .build();
    const recipients = await mail.recipients(source);
    if (recipients.length === 0) return c.text('No valid recipient', 400);
    await mail.deliver(text('from'), source, ['SENT']);
    for (const address of recipients) await mail.deliver(address, source, ['INBOX', 'UNREAD']);
    return c.redirect(`/?sent=${encodeURIComponent(recipients.join(', '))}`, 303);
  });

  return app;
};
