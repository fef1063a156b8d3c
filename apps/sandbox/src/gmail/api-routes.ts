import { Hono } from 'hono';
import type { FaultState } from '../faults/fault-state';
import type { JsonStore } from '../store/json-store';
import { type GmailVariables, gmailBearer } from './bearer';
import { labelRoutes } from './label-routes';
import type { MailStore } from './mail-store';
import { messageRoutes } from './message-routes';
import type { GmailState } from './model';
import { sendRoutes } from './send-routes';
import { syncRoutes } from './sync-routes';
import { watchRoutes } from './watch-routes';

/** The Gmail REST subset the product calls, under /gmail/v1/users/{userId}, behind the bearer check. */
export const gmailApiRoutes = (
  store: JsonStore<GmailState>,
  mail: MailStore,
  faults: FaultState,
) => {
  const app = new Hono<{ Variables: GmailVariables }>();
  app.use('/gmail/v1/users/:userId/*', gmailBearer(store, mail, faults));
  app.use('/upload/gmail/v1/users/:userId/*', gmailBearer(store, mail, faults));
  app.route('/', syncRoutes());
  app.route('/', messageRoutes());
  app.route('/', labelRoutes(mail));
  app.route('/', sendRoutes(mail));
  app.route('/', watchRoutes(mail));
  return app;
};
