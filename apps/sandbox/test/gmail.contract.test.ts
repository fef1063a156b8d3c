import { type gmail_v1, gmail as gmailApi } from '@googleapis/gmail';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consent, REDIRECT_URI, sandboxOAuthClient } from './harness/gmail-consent';
import { type SandboxUnderTest, startSandbox } from './harness/sandbox-process';

const READONLY = 'https://www.googleapis.com/auth/gmail.readonly';
const FULL = [
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.send',
];
let sandbox: SandboxUnderTest;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.stop();
});

const connect = async (mailbox: string, scope: string[]) => {
  const auth = sandboxOAuthClient(sandbox.urls.gmail);
  const { tokens } = await auth.getToken(await consent(auth, mailbox, scope));
  auth.setCredentials(tokens);
  return {
    auth,
    tokens,
    gmail: gmailApi({ version: 'v1', auth, rootUrl: `${sandbox.urls.gmail}/` }),
  };
};

const smtp = () =>
  createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false, ignoreTLS: true });

/** Polls the mailbox until a message with this subject is listed, failing after the deadline. */
const waitForSubject = async (gmail: gmail_v1.Gmail, subject: string, deadlineMs: number) => {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const list = await gmail.users.messages.list({ userId: 'me', q: `subject:${subject}` });
    const found = list.data.messages?.[0];
    if (found) return { message: found, elapsedMs: Date.now() - started };
    await new Promise((tick) => setTimeout(tick, 20));
  }
  throw new Error(`no message '${subject}' within ${deadlineMs} ms`);
};

describe('Gmail stand-in', () => {
  it('runs the OAuth code flow with google-auth-library and hands out a refresh token', async () => {
    const { tokens, gmail } = await connect('ap@acme.test', [READONLY]);
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: READONLY });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expiry_date).toBeGreaterThan(Date.now());
    const profile = await gmail.users.getProfile({ userId: 'me' });
    expect(profile.data).toMatchObject({
      emailAddress: 'ap@acme.test',
      historyId: expect.any(String),
    });
    const denied = await fetch(
      `${sandbox.urls.gmail}/o/oauth2/v2/auth?client_id=x&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&scope=${READONLY}&state=s`,
      {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=deny',
      },
    );
    expect(new URL(denied.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'access_denied',
    );
  });

  it('shows an SMTP delivery to ap@ through the API within a second, with raw, full, attachments and history', async () => {
    const { gmail } = await connect('ap@acme.test', [READONLY]);
    const before = (await gmail.users.getProfile({ userId: 'me' })).data.historyId ?? '';
    const pdf = Buffer.from('%PDF-1.4 invoice INV-1001 total 1250.00');
    await smtp().sendMail({
      from: 'Northwind Billing <billing@northwind.test>',
      to: 'ap@acme.test',
      subject: 'Invoice-INV-1001',
      text: 'Please find invoice INV-1001 attached.',
      attachments: [{ filename: 'INV-1001.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const { message, elapsedMs } = await waitForSubject(gmail, 'Invoice-INV-1001', 1000);
    expect(elapsedMs).toBeLessThan(1000);

    const raw = await gmail.users.messages.get({
      userId: 'me',
      id: message.id ?? '',
      format: 'raw',
    });
    expect(Buffer.from(raw.data.raw ?? '', 'base64url').toString()).toContain(
      'Subject: Invoice-INV-1001',
    );
    expect(raw.data.labelIds).toEqual(['INBOX', 'UNREAD']);

    const full = await gmail.users.messages.get({ userId: 'me', id: message.id ?? '' });
    expect(full.data.payload?.headers).toContainEqual({
      name: 'Subject',
      value: 'Invoice-INV-1001',
    });
    const attachmentPart = full.data.payload?.parts?.find(
      (part) => part.filename === 'INV-1001.pdf',
    );
    expect(attachmentPart?.mimeType).toBe('application/pdf');
    const attachment = await gmail.users.messages.attachments.get({
      userId: 'me',
      messageId: message.id ?? '',
      id: attachmentPart?.body?.attachmentId ?? '',
    });
    expect(Buffer.from(attachment.data.data ?? '', 'base64url')).toEqual(pdf);

    const history = await gmail.users.history.list({
      userId: 'me',
      startHistoryId: before,
      historyTypes: ['messageAdded'],
    });
    expect(
      history.data.history?.flatMap((h) => h.messagesAdded?.map((a) => a.message?.id) ?? []),
    ).toContain(message.id);
    expect(Number(history.data.historyId)).toBeGreaterThan(Number(before));
  });

  it('refuses to send with a read-only grant, and delivers mail sent with a full grant to the recipient', async () => {
    const readOnly = await connect('ap@acme.test', [READONLY]);
    const raw = Buffer.from(
      'From: ap@acme.test\r\nTo: billing@northwind.test\r\nSubject: W-9 request\r\nMessage-ID: <w9-1@acme.test>\r\n\r\nPlease send your W-9.',
    ).toString('base64url');
    await expect(
      readOnly.gmail.users.messages.send({ userId: 'me', requestBody: { raw } }),
    ).rejects.toMatchObject({ status: 403 });

    const full = await connect('ap@acme.test', FULL);
    const sent = await full.gmail.users.messages.send({ userId: 'me', requestBody: { raw } });
    expect(sent.data.labelIds).toEqual(['SENT']);

    const vendor = await connect('billing@northwind.test', [READONLY]);
    const { message } = await waitForSubject(vendor.gmail, 'W-9', 1000);
    expect(message.id).not.toBe(sent.data.id);

    // The vendor replies over SMTP; the reply joins the same thread in ap@.
    await smtp().sendMail({
      from: 'billing@northwind.test',
      to: 'ap@acme.test',
      subject: 'Re: W-9 request',
      inReplyTo: '<w9-1@acme.test>',
      references: ['<w9-1@acme.test>'],
      text: 'Attached.',
    });
    const reply = await waitForSubject(full.gmail, 'Re:', 1000);
    expect(reply.message.threadId).toBe(sent.data.threadId);

    // googleapis builds the upload URL from the per-call rootUrl only, so media uploads pass it again.
    const media = await full.gmail.users.messages.send(
      {
        userId: 'me',
        media: {
          mimeType: 'message/rfc822',
          body: 'To: accounts@contoso.test\r\nSubject: Upload path\r\n\r\nhi',
        },
      },
      { rootUrl: `${sandbox.urls.gmail}/` },
    );
    expect(media.data.id).toBeTruthy();
    const processed = await full.gmail.users.labels.create({
      userId: 'me',
      requestBody: { name: 'AP/Processed' },
    });
    const beforeModify = (await full.gmail.users.getProfile({ userId: 'me' })).data.historyId ?? '';
    const modified = await full.gmail.users.messages.modify({
      userId: 'me',
      id: reply.message.id ?? '',
      requestBody: { removeLabelIds: ['UNREAD'], addLabelIds: [processed.data.id ?? ''] },
    });
    expect(modified.data.labelIds).toEqual(['INBOX', processed.data.id]);
    const labels = await full.gmail.users.labels.list({ userId: 'me' });
    expect(labels.data.labels).toContainEqual(
      expect.objectContaining({ name: 'AP/Processed', type: 'user' }),
    );
    await expect(
      full.gmail.users.messages.modify({
        userId: 'me',
        id: reply.message.id ?? '',
        requestBody: { addLabelIds: ['Label_nope'] },
      }),
    ).rejects.toMatchObject({ status: 400 });
    const changes = await full.gmail.users.history.list({
      userId: 'me',
      startHistoryId: beforeModify,
      historyTypes: ['labelAdded'],
    });
    expect(changes.data.history?.[0]?.labelsAdded?.[0]?.labelIds).toEqual([processed.data.id]);
  });

  it('lets a person play a vendor from the mail desk page, with an attachment and a reply link', async () => {
    const { gmail } = await connect('ap@acme.test', [READONLY]);
    const form = new FormData();
    form.set('from', 'billing@northwind.test');
    form.set('to', 'ap@acme.test');
    form.set('subject', 'Invoice-INV-2002');
    form.set('body', 'Invoice INV-2002 for $99.00 attached.');
    form.set(
      'attachment',
      new Blob(['%PDF-1.4 INV-2002'], { type: 'application/pdf' }),
      'INV-2002.pdf',
    );
    const sent = await fetch(`${sandbox.urls.gmail}/desk/send`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    const { message } = await waitForSubject(gmail, 'Invoice-INV-2002', 1000);
    const full = await gmail.users.messages.get({ userId: 'me', id: message.id ?? '' });
    expect(full.data.payload?.parts?.map((part) => part.filename)).toContain('INV-2002.pdf');

    const desk = await (
      await fetch(`${sandbox.urls.gmail}/?replyTo=ap%40acme.test&id=${message.id}`)
    ).text();
    expect(desk).toContain('value="Re: Invoice-INV-2002"');
    expect(desk).toContain('value="billing@northwind.test"');
  });

  it('refreshes an expired token transparently, and refuses a revoked grant', async () => {
    const { gmail, auth, tokens } = await connect('ap@acme.test', [READONLY]);
    await fetch(`${sandbox.urls.gmail}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'expire-tokens' }),
    });
    const stale = await fetch(`${sandbox.urls.gmail}/gmail/v1/users/me/profile`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(stale.status).toBe(401);
    expect(((await stale.json()) as { error: { status: string } }).error.status).toBe(
      'UNAUTHENTICATED',
    );
    // google-auth-library meets the 401, refreshes with the refresh token and retries.
    expect((await gmail.users.getProfile({ userId: 'me' })).data.emailAddress).toBe('ap@acme.test');
    await fetch(`${sandbox.urls.gmail}/__sandbox/faults`, { method: 'DELETE' });

    await auth.revokeToken(tokens.refresh_token ?? '');
    await expect(auth.refreshAccessToken()).rejects.toThrow(/invalid_grant/);
  });

  it('answers 429 and 500 on demand in Google\u2019s error shape', async () => {
    const { gmail } = await connect('ap@acme.test', [READONLY]);
    await fetch(`${sandbox.urls.gmail}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 429, path: '/gmail/v1/users/me/messages' }),
    });
    await expect(
      gmail.users.messages.list({ userId: 'me' }, { retry: false }),
    ).rejects.toMatchObject({ status: 429 });
    await expect(gmail.users.messages.list({ userId: 'me' })).resolves.toMatchObject({
      status: 200,
    });
    await expect(
      gmail.users.getProfile(
        { userId: 'me' },
        { headers: { 'x-sandbox-fault': '500' }, retry: false },
      ),
    ).rejects.toMatchObject({ status: 500 });
  });

  it('answers slowly on demand, for as many calls as asked', async () => {
    const { gmail } = await connect('ap@acme.test', [READONLY]);
    await fetch(`${sandbox.urls.gmail}/__sandbox/faults`, {
      method: 'POST',
      body: JSON.stringify({
        kind: 'delay',
        ms: 300,
        times: 2,
        path: '/gmail/v1/users/me/profile',
      }),
    });
    const listed = (await (await fetch(`${sandbox.urls.gmail}/__sandbox/faults`)).json()) as {
      faults: unknown[];
    };
    expect(listed.faults).toEqual([
      { kind: 'delay', ms: 300, times: 2, path: '/gmail/v1/users/me/profile' },
    ]);
    for (let call = 0; call < 2; call += 1) {
      const started = performance.now();
      await gmail.users.getProfile({ userId: 'me' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    }
    expect(
      (
        (await (await fetch(`${sandbox.urls.gmail}/__sandbox/faults`)).json()) as {
          faults: unknown[];
        }
      ).faults,
    ).toEqual([]);
  });

  it('adds Gmail\u2019s Authentication-Results to inbox mail of a domain given verdicts, and none by default', async () => {
    const { gmail } = await connect('ap@acme.test', [READONLY]);
    const control = `${sandbox.urls.gmail}/__sandbox/sender-authentication`;
    const headersOf = async (subject: string) => {
      const { message } = await waitForSubject(gmail, subject, 5000);
      const got = await gmail.users.messages.get({
        userId: 'me',
        id: message.id ?? '',
        format: 'metadata',
      });
      return got.data.payload?.headers ?? [];
    };
    const results = (headers: { name?: string | null; value?: string | null }[]) =>
      headers.filter((h) => h.name === 'Authentication-Results').map((h) => h.value);

    await smtp().sendMail({
      from: 'dana@acme.test',
      to: 'ap@acme.test',
      subject: 'Plain-1',
      text: 'x',
    });
    expect(results(await headersOf('Plain-1'))).toEqual([]);

    const set = (domain: string, body: unknown) =>
      fetch(`${control}/${domain}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await set('acme.test', { dkim: 'pass', spf: 'fail', dmarc: 'none' })).status).toBe(200);
    expect((await set('evil.test', { dmarc: 'maybe' })).status).toBe(400);
    expect((await set('not a domain', { dmarc: 'pass' })).status).toBe(400);
    expect(await (await fetch(control)).json()).toEqual({
      domains: { 'acme.test': { dkim: 'pass', spf: 'fail', dmarc: 'none' } },
    });

    // The header is judged on the From address, never the display name.
    await smtp().sendMail({
      from: '"ceo@globex.test" <dana@acme.test>',
      envelope: { from: 'bounce@acme.test', to: ['ap@acme.test'] },
      to: 'ap@acme.test',
      subject: 'Signed-1',
      text: 'x',
    });
    const headers = await headersOf('Signed-1');
    expect(headers[0]?.name).toBe('Authentication-Results'); // topmost, as Gmail adds it
    expect(results(headers)).toEqual([
      expect.stringMatching(
        /^mx\.google\.com; dkim=pass header\.i=@acme\.test header\.s=sandbox header\.b=\S+; spf=fail \(google\.com: domain of bounce@acme\.test does not designate 127\.0\.0\.1 as permitted sender\) smtp\.mailfrom=bounce@acme\.test; dmarc=none \(p=NONE sp=NONE dis=NONE\) header\.from=acme\.test$/,
      ),
    ]);
    // Another domain, with no entry of its own, gets none until `*` is set.
    await smtp().sendMail({
      from: 'x@contoso.test',
      to: 'ap@acme.test',
      subject: 'Other-1',
      text: 'x',
    });
    expect(results(await headersOf('Other-1'))).toEqual([]);
    expect((await set('*', { dmarc: 'fail' })).status).toBe(200);
    await smtp().sendMail({
      from: 'x@contoso.test',
      to: 'ap@acme.test',
      subject: 'Other-2',
      text: 'x',
    });
    expect(results(await headersOf('Other-2'))).toEqual([
      'mx.google.com; dmarc=fail (p=REJECT sp=REJECT dis=REJECT) header.from=contoso.test',
    ]);

    expect((await fetch(control, { method: 'DELETE' })).status).toBe(204);
    await smtp().sendMail({
      from: 'dana@acme.test',
      to: 'ap@acme.test',
      subject: 'Plain-2',
      text: 'x',
    });
    expect(results(await headersOf('Plain-2'))).toEqual([]);
  });

  it('keeps mail across a restart', async () => {
    await sandbox.restart();
    const { gmail } = await connect('ap@acme.test', [READONLY]);
    const list = await gmail.users.messages.list({ userId: 'me', q: 'subject:Invoice-INV-1001' });
    expect(list.data.resultSizeEstimate).toBe(1);
  });
});
