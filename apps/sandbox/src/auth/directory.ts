import { randomUUID } from 'node:crypto';
import { prefixedId, randomSecret } from '../store/ids';
import type { JsonStore } from '../store/json-store';
import type { AuthState, Invite, Membership, Org, Role, Session, User } from './model';
import { hashPassword, verifyPassword } from './passwords';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** How long an invitation stays open (PropelAuth's invitations expire too). */
export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;

export const urlSafeOrgName = (name: string): string =>
  name.trim().toLowerCase().replace(/ /g, '-');

/** Users, organisations, memberships and sessions of the hosted auth stand-in. */
export class Directory {
  constructor(private readonly store: JsonStore<AuthState>) {}

  get state(): AuthState {
    return this.store.data;
  }

  findUserByEmail(email: string): User | undefined {
    const wanted = email.trim().toLowerCase();
    return Object.values(this.state.users).find((user) => user.email === wanted);
  }

  async signUp(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    properties: Record<string, string>;
  }): Promise<User> {
    const user: User = {
      userId: prefixedId('user'),
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash: await hashPassword(input.password),
      createdAt: nowSeconds(),
      lastActiveAt: nowSeconds(),
      properties: input.properties,
    };
    this.store.update((state) => {
      state.users[user.userId] = user;
    });
    return user;
  }

  async checkPassword(email: string, password: string): Promise<User | undefined> {
    const user = this.findUserByEmail(email);
    return user && (await verifyPassword(password, user.passwordHash)) ? user : undefined;
  }

  updateName(userId: string, firstName: string, lastName: string): void {
    this.store.update((state) => {
      const user = state.users[userId];
      if (user) Object.assign(user, { firstName: firstName.trim(), lastName: lastName.trim() });
    });
  }

  membershipsOf(userId: string): Array<Membership & { org: Org }> {
    return this.state.memberships.flatMap((membership) => {
      const org = this.state.orgs[membership.orgId];
      return membership.userId === userId && org ? [{ ...membership, org }] : [];
    });
  }

  membersOf(orgId: string): Array<Membership & { user: User }> {
    return this.state.memberships.flatMap((membership) => {
      const user = this.state.users[membership.userId];
      return membership.orgId === orgId && user ? [{ ...membership, user }] : [];
    });
  }

  roleIn(orgId: string, userId: string): Role | undefined {
    return this.state.memberships.find((m) => m.orgId === orgId && m.userId === userId)?.role;
  }

  createOrg(name: string, ownerId: string): Org {
    const org: Org = {
      // PropelAuth's org ids are UUIDs, and @propelauth/node skips calls for any other id.
      orgId: randomUUID(),
      name: name.trim(),
      urlSafeName: urlSafeOrgName(name),
      metadata: {},
      createdAt: nowSeconds(),
    };
    this.store.update((state) => {
      state.orgs[org.orgId] = org;
      state.memberships.push({ orgId: org.orgId, userId: ownerId, role: 'Owner' });
    });
    return org;
  }

  /** Adds the user or changes their role if they already belong to the org. */
  setMembership(orgId: string, userId: string, role: Role): void {
    this.store.update((state) => {
      const existing = state.memberships.find((m) => m.orgId === orgId && m.userId === userId);
      if (existing) existing.role = role;
      else state.memberships.push({ orgId, userId, role });
    });
  }

  removeMembership(orgId: string, userId: string): void {
    this.store.update((state) => {
      state.memberships = state.memberships.filter(
        (m) => !(m.orgId === orgId && m.userId === userId),
      );
    });
  }

  org(orgId: string): Org | undefined {
    return this.state.orgs[orgId];
  }

  /** Open invitations, of one org or all, oldest first. */
  pendingInvites(orgId?: string): Invite[] {
    const now = nowSeconds();
    return (this.state.invites ?? []).filter(
      (invite) => invite.expiresAt > now && (!orgId || invite.orgId === orgId),
    );
  }

  /** Invites `email` to the org with `role`; inviting again renews the invitation. */
  invite(orgId: string, email: string, role: Role, inviterUserId?: string): Invite {
    const now = nowSeconds();
    const invite: Invite = {
      orgId,
      email: email.trim().toLowerCase(),
      role,
      createdAt: now,
      expiresAt: now + INVITE_TTL_SECONDS,
      ...(inviterUserId ? { inviterUserId } : {}),
    };
    this.store.update((state) => {
      state.invites = [
        ...(state.invites ?? []).filter(
          (open) => !(open.orgId === orgId && open.email === invite.email),
        ),
        invite,
      ];
    });
    return invite;
  }

  /** Withdraws an open invitation; false when there was none. */
  revokeInvite(orgId: string, email: string): boolean {
    const wanted = email.trim().toLowerCase();
    const open = this.pendingInvites(orgId).some((invite) => invite.email === wanted);
    this.store.update((state) => {
      state.invites = (state.invites ?? []).filter(
        (invite) => !(invite.orgId === orgId && invite.email === wanted),
      );
    });
    return open;
  }

  /** Joins the user to every org that invited their e-mail (with the invited role). */
  acceptInvites(user: User): void {
    const mine = this.pendingInvites().filter((invite) => invite.email === user.email);
    if (mine.length === 0) return;
    this.store.update((state) => {
      for (const invite of mine) {
        if (!state.orgs[invite.orgId]) continue;
        const member = state.memberships.some(
          (m) => m.orgId === invite.orgId && m.userId === user.userId,
        );
        if (!member)
          state.memberships.push({ orgId: invite.orgId, userId: user.userId, role: invite.role });
      }
      state.invites = (state.invites ?? []).filter((invite) => invite.email !== user.email);
    });
  }

  saveSaml(orgId: string, saml: NonNullable<Org['saml']>): void {
    this.store.update((state) => {
      const org = state.orgs[orgId];
      if (org) org.saml = saml;
    });
  }

  startSession(userId: string, impersonatorUserId?: string): Session {
    const session: Session = { sessionId: randomSecret(), userId, createdAt: nowSeconds() };
    if (impersonatorUserId) session.impersonatorUserId = impersonatorUserId;
    this.store.update((state) => {
      state.sessions[session.sessionId] = session;
      const user = state.users[userId];
      if (user) user.lastActiveAt = session.createdAt;
    });
    return session;
  }

  session(sessionId: string | undefined): (Session & { user: User }) | undefined {
    const session = sessionId ? this.state.sessions[sessionId] : undefined;
    const user = session ? this.state.users[session.userId] : undefined;
    return session && user ? { ...session, user } : undefined;
  }

  endSession(sessionId: string | undefined): void {
    if (!sessionId) return;
    this.store.update((state) => {
      delete state.sessions[sessionId];
    });
  }
}
