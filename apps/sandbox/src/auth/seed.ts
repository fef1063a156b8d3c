import type { AuthState } from './model';
import { hashPassword } from './passwords';
import { generateSigningKeys } from './signing-keys';

export const DEMO_EMAIL = 'ap@acme.test';
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ORG_ID = 'org_demo';
/** A Member of Acme Corp: sees everything, but cannot do what the API reserves for Admins. */
export const DEMO_MEMBER_EMAIL = 'member@acme.test';
export const SECOND_ORG_ID = 'org_globex';
/** Acme Corp's Owner: the only one who may make, change or remove Owners (same password). */
export const DEMO_OWNER_EMAIL = 'owner@acme.test';

/**
 * A demo user who is Admin of Acme Corp (the product's demo data) and Member of a second org,
 * a second Acme Corp user who is only a Member, and Acme Corp's Owner (same password).
 */
export const seedAuthState = async (): Promise<AuthState> => {
  const now = Math.floor(Date.now() / 1000);
  const userId = 'user_demo';
  const memberId = 'user_demo_member';
  const ownerId = 'user_demo_owner';
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return {
    users: {
      [userId]: {
        userId,
        email: DEMO_EMAIL,
        firstName: 'Alex',
        lastName: 'Payne',
        passwordHash,
        createdAt: now,
        lastActiveAt: now,
        properties: {},
      },
      [ownerId]: {
        userId: ownerId,
        email: DEMO_OWNER_EMAIL,
        firstName: 'Olivia',
        lastName: 'Owens',
        passwordHash,
        createdAt: now,
        lastActiveAt: now,
        properties: {},
      },
      [memberId]: {
        userId: memberId,
        email: DEMO_MEMBER_EMAIL,
        firstName: 'Morgan',
        lastName: 'Reed',
        passwordHash,
        createdAt: now,
        lastActiveAt: now,
        properties: {},
      },
    },
    orgs: {
      [DEMO_ORG_ID]: {
        orgId: DEMO_ORG_ID,
        name: 'Acme Corp',
        urlSafeName: 'acme-corp',
        metadata: {},
        createdAt: now,
      },
      [SECOND_ORG_ID]: {
        orgId: SECOND_ORG_ID,
        name: 'Globex Holdings',
        urlSafeName: 'globex-holdings',
        metadata: {},
        createdAt: now,
      },
    },
    memberships: [
      { orgId: DEMO_ORG_ID, userId, role: 'Admin' },
      { orgId: SECOND_ORG_ID, userId, role: 'Member' },
      { orgId: DEMO_ORG_ID, userId: memberId, role: 'Member' },
      { orgId: DEMO_ORG_ID, userId: ownerId, role: 'Owner' },
    ],
    sessions: {},
    keys: await generateSigningKeys(),
  };
};
