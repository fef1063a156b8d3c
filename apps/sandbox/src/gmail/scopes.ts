const FULL = 'https://mail.google.com/';
const G = 'https://www.googleapis.com/auth/gmail.';

/** Which granted scopes allow each kind of Gmail call, as Google documents per method. */
export const SCOPES_FOR = {
  read: [FULL, `${G}readonly`, `${G}modify`],
  modify: [FULL, `${G}modify`],
  send: [FULL, `${G}send`, `${G}compose`, `${G}modify`],
} as const;

export type Access = keyof typeof SCOPES_FOR;

export const allows = (grantedScope: string, access: Access): boolean =>
  grantedScope
    .split(/\s+/)
    .some((scope) => (SCOPES_FOR[access] as readonly string[]).includes(scope));

const DESCRIPTIONS: Record<string, string> = {
  [FULL]: 'Read, compose, send, and permanently delete all your email',
  [`${G}readonly`]: 'View your email messages and settings',
  [`${G}modify`]: 'Read, compose, and send emails, and change labels',
  [`${G}send`]: 'Send email on your behalf',
  [`${G}compose`]: 'Manage drafts and send emails',
};

export const describeScope = (scope: string): string => DESCRIPTIONS[scope] ?? scope;
