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

/** An invitation to an org not accepted yet; honoured when that e-mail signs up or in. */
export type Invite = {
  orgId: string;
  email: string;
  role: Role;
  createdAt: number;
  expiresAt: number;
  inviterUserId?: string;
};

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
  /** Absent in data written before invitations existed. */
  invites?: Invite[];
  sessions: Record<string, Session>;
  keys: SigningKeys;
};
