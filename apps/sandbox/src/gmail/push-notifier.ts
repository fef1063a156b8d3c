import { randomInt } from 'node:crypto';
import type { SandboxConfig } from '../config';
import type { MailStore } from './mail-store';
import type { Mailbox, StoredMessage } from './model';

const RETRIES = 5;

const watched = (mailbox: Mailbox, message: StoredMessage): boolean => {
  const watch = mailbox.watch;
  if (!watch || watch.expiration < Date.now()) return false;
  if (watch.labelIds.length === 0) return true;
  const matches = message.labelIds.some((label) => watch.labelIds.includes(label));
  return watch.labelFilterBehavior === 'exclude' ? !matches : matches;
};

/** The body Pub/Sub POSTs to a push endpoint (both spellings, as Google sends them). */
export const pushBody = (mailbox: Mailbox, subscription: string) => {
  const messageId = String(randomInt(1e12, 1e13));
  const publishTime = new Date().toISOString();
  const data = Buffer.from(
    JSON.stringify({ emailAddress: mailbox.address, historyId: mailbox.historyId }),
  ).toString('base64');
  return {
    message: {
      data,
      messageId,
      message_id: messageId,
      publishTime,
      publish_time: publishTime,
    },
    subscription,
  };
};

/**
 * Gmail's push notifications: each message filed into a watched mailbox publishes
 * `{emailAddress, historyId}` to the watch's topic, which the push subscription POSTs to the
 * configured endpoint, retrying with back-off while it does not answer 2xx (as Pub/Sub does).
 */
export const startPushNotifier = (mail: MailStore, config: SandboxConfig['gmailPush']) => {
  const { endpoint } = config;
  if (!endpoint) return;
  const post = async (body: string, attempt: number): Promise<void> => {
    const ok = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok || attempt >= RETRIES) return;
    await new Promise((retry) => setTimeout(retry, 200 * 2 ** attempt));
    return post(body, attempt + 1);
  };
  mail.onDelivered((mailbox, message) => {
    if (!watched(mailbox, message)) return;
    void post(JSON.stringify(pushBody(mailbox, config.subscription)), 1);
  });
};
