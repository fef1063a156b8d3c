import { Hono } from 'hono';
import type { SandboxConfig } from '../config';
import { faultMiddleware, mountFaultRoutes } from '../faults/fault-routes';
import { FaultState } from '../faults/fault-state';
import { JsonStore } from '../store/json-store';
import { gmailApiRoutes } from './api-routes';
import { deskRoutes } from './desk-routes';
import { googleFaultBody } from './google-errors';
import { MailStore } from './mail-store';
import { seedGmailState } from './model';
import { gmailOAuthRoutes } from './oauth-routes';
import { startPushNotifier } from './push-notifier';
import { senderAuthenticationRoutes } from './sender-authentication-routes';

/** Google's OAuth endpoints and the Gmail REST subset on one port, plus the mail store behind them. */
export const createGmailService = async (config: SandboxConfig) => {
  const store = await JsonStore.open(config.dataDir, 'gmail', seedGmailState);
  const mail = new MailStore(store);
  startPushNotifier(mail, config.gmailPush);
  const faults = new FaultState();
  const app = new Hono();
  mountFaultRoutes(app, faults);
  app.use('*', faultMiddleware(faults, googleFaultBody));
  app.route('/', gmailOAuthRoutes(store, mail));
  app.route('/', deskRoutes(mail));
  app.route('/', senderAuthenticationRoutes(mail));
  app.route('/', gmailApiRoutes(store, mail, faults));
  return { app, mail };
};
