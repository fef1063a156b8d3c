import { createAuthService } from './auth/auth-service';
import { loadConfig, publicUrl } from './config';
import { createGmailService } from './gmail/gmail-service';
import { startSmtpListener } from './gmail/smtp-listener';
import { type RunningServer, serveOnLoopback } from './http/serve';
import { createLlmService } from './llm/llm-service';
import { createMoovService } from './moov/moov-service';
import { createQuickBooksService } from './quickbooks/quickbooks-service';
import { everyServiceIsReal } from './real-services';

/** Starts every stand-in in one process, each on its own loopback port. */
const main = async () => {
  if (everyServiceIsReal() && process.env.SANDBOX_FORCE !== 'true') {
    console.log('sandbox not started: every external service is configured to a real address');
    return;
  }
  const config = loadConfig();
  const authUrl = publicUrl(config, config.ports.auth);
  const running: RunningServer[] = [];
  const gmail = await createGmailService(config);
  // Invitation e-mails land in the invitee's local mailbox, as PropelAuth's would in theirs.
  const mailDrop = async (to: string, source: Buffer) => {
    await gmail.mail.deliver(to, source, ['INBOX', 'UNREAD']);
  };
  running.push(
    await serveOnLoopback(await createAuthService(config, authUrl, mailDrop), config.ports.auth),
  );
  console.log(`sandbox auth (PropelAuth)   ${authUrl}`);
  running.push(await serveOnLoopback(gmail.app, config.ports.gmail));
  running.push(await startSmtpListener(gmail.mail, config.ports.smtp));
  console.log(`sandbox Gmail (OAuth + API) ${publicUrl(config, config.ports.gmail)}`);
  console.log(`sandbox SMTP                127.0.0.1:${config.ports.smtp}`);
  running.push(
    await serveOnLoopback(await createQuickBooksService(config), config.ports.quickbooks),
  );
  console.log(`sandbox QuickBooks Online   ${publicUrl(config, config.ports.quickbooks)}`);
  running.push(await serveOnLoopback(await createMoovService(config), config.ports.moov));
  console.log(`sandbox Moov (+ /moov.js)   ${publicUrl(config, config.ports.moov)}`);
  running.push(await serveOnLoopback(createLlmService(), config.ports.llm));
  console.log(`sandbox chat model (scripted) ${publicUrl(config, config.ports.llm)}/v1`);
  console.log(`sandbox data directory      ${config.dataDir}`);
  console.log('sandbox ready');

  const stop = async () => {
    await Promise.all(running.map((server) => server.close()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

await main();
