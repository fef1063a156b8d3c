/** Roles of PropelAuth's default single-role hierarchy, highest first. */
export const ROLES = ['Owner', 'Admin', 'Member'] as const;
export type Role = (typeof ROLES)[number];

export type User = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  createdAt: number;
  lastActiveAt: number;
  /** Extra query parameters the sign-up page was opened with. */
  properties: Record<string, string>;
};

export type Org = {
  orgId: string;
  name: string;
  urlSafeName: string;
  metadata: Record<string, unknown>;
  createdAt: number;
  saml?: { idpEntityId: string; idpSsoUrl: string };
};

export type Membership = { orgId: string; userId: string; role: Role };

export type Session = {
  sessionId: string;
  userId: string;
  createdAt: number;
  impersonatorUserId?: string;
};

export type SigningKeys = { kid: string; privatePem: string; publicPem: string };

export type AuthState = {
  users: Record<string, User>;
  orgs: Record<string, Org>;
  memberships: Membership[];
  sessions: Record<string, Session>;
  keys: SigningKeys;
};
