import { gmail as gmailApi } from '@googleapis/gmail';
import { createTransport } from 'nodemailer';
import { consent, sandboxOAuthClient } from '../test/harness/gmail-consent';
import { startSandbox } from '../test/harness/sandbox-process';

// `pnpm --filter @ap/sandbox bench`: how long an SMTP delivery takes to show in the Gmail API.
const ROUNDS = 50;
const sandbox = await startSandbox();
try {
  const auth = sandboxOAuthClient(sandbox.urls.gmail);
  const { tokens } = await auth.getToken(
    await consent(auth, 'ap@acme.test', ['https://www.googleapis.com/auth/gmail.readonly']),
  );
  auth.setCredentials(tokens);
  const gmail = gmailApi({ version: 'v1', auth, rootUrl: `${sandbox.urls.gmail}/` });
  const smtp = createTransport({
    host: '127.0.0.1',
    port: sandbox.smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
  });
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const subject = `bench-${round}`;
    const started = performance.now();
    await smtp.sendMail({
      from: 'billing@northwind.test',
      to: 'ap@acme.test',
      subject,
      text: `Invoice ${round}`,
    });
    for (;;) {
      const list = await gmail.users.messages.list({ userId: 'me', q: `subject:${subject}` });
      if (list.data.messages?.length) break;
    }
    latencies.push(performance.now() - started);
  }
  smtp.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(1);
  console.log(
    `SMTP send -> visible via messages.list, ${ROUNDS} rounds: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
} finally {
  await sandbox.stop();
}
