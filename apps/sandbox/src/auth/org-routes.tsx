import { type Context, Hono } from 'hono';
import type { AuthContext } from './context';
import { AccountPage } from './pages/account-page';
import { CreateOrgPage } from './pages/create-org-page';
import { OrgPage } from './pages/org-page';
import { SamlPage } from './pages/saml-page';
import { encodeReturnTarget, returnTarget } from './return-target';
import { canManageOrg, isRole } from './roles';
import { readSessionId, writeSessionCookie } from './session-cookie';

const text = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** /account, /org, /create_org and /saml: pages that need a signed-in user. */
export const orgRoutes = (ctx: AuthContext): Hono => {
  const app = new Hono();
  const back = (c: Context) =>
    returnTarget(c, [new URL(ctx.appUrl).origin, ctx.issuer], ctx.appUrl);
  const sessionOf = (c: Context) => ctx.directory.session(readSessionId(c));
  const toLogin = (c: Context) => {
    const here = new URL(c.req.url);
    return c.redirect(
      `/login?rt=${encodeURIComponent(encodeReturnTarget(`${ctx.issuer}${here.pathname}${here.search}`))}`,
      302,
    );
  };

  const renderAccount = (c: Context, notice?: string) => {
    const session = sessionOf(c);
    if (!session) return toLogin(c);
    const impersonator = session.impersonatorUserId
      ? ctx.directory.state.users[session.impersonatorUserId]
      : undefined;
    return c.html(
      <AccountPage
        user={session.user}
        memberships={ctx.directory.membershipsOf(session.userId)}
        backHref={back(c)}
        {...(notice ? { notice } : {})}
        {...(impersonator ? { impersonatorEmail: impersonator.email } : {})}
      />,
    );
  };
  app.get('/account', (c) => renderAccount(c));
  app.post('/account', async (c) => {
    const session = sessionOf(c);
    if (!session) return toLogin(c);
    const form = await c.req.parseBody();
    ctx.directory.updateName(session.userId, text(form, 'firstName'), text(form, 'lastName'));
    return renderAccount(c, 'Profile saved.');
  });

  const renderOrg = (c: Context, message: { error?: string; notice?: string } = {}) => {
    const session = sessionOf(c);
    if (!session) return toLogin(c);
    const memberships = ctx.directory.membershipsOf(session.userId);
    const wanted = c.req.query('id');
    const mine = wanted ? memberships.find((m) => m.orgId === wanted) : memberships[0];
    if (!mine && !wanted) return c.redirect('/create_org', 302);
    if (!mine)
      return c.html(<CreateOrgPage error="You are not a member of that organization." />, 404);
    return c.html(
      <OrgPage
        org={mine.org}
        myRole={mine.role}
        canManage={canManageOrg(mine.role)}
        currentUserId={session.userId}
        members={ctx.directory.membersOf(mine.orgId)}
        otherOrgs={memberships.filter((m) => m.orgId !== mine.orgId).map((m) => m.org)}
        backHref={back(c)}
        {...message}
      />,
    );
  };
  app.get('/org', (c) => renderOrg(c));
  app.post('/org', async (c) => {
    const session = sessionOf(c);
    const orgId = c.req.query('id') ?? '';
    if (!session) return toLogin(c);
    const myRole = ctx.directory.roleIn(orgId, session.userId);
    if (!myRole || !canManageOrg(myRole))
      return renderOrg(c, { error: 'Only owners and admins can manage members.' });
    const form = await c.req.parseBody();
    const intent = text(form, 'intent');
    const role = text(form, 'role');
    if (intent === 'add') {
      const user = ctx.directory.findUserByEmail(text(form, 'email'));
      if (!user)
        return renderOrg(c, { error: 'No account uses that email. Ask them to sign up first.' });
      ctx.directory.setMembership(orgId, user.userId, isRole(role) ? role : 'Member');
      return renderOrg(c, { notice: `${user.email} added.` });
    }
    const userId = text(form, 'userId');
    if (intent === 'change-role' && isRole(role)) ctx.directory.setMembership(orgId, userId, role);
    if (intent === 'remove') ctx.directory.removeMembership(orgId, userId);
    if (intent === 'impersonate' && ctx.directory.roleIn(orgId, userId)) {
      writeSessionCookie(c, ctx.directory.startSession(userId, session.userId).sessionId);
      return c.redirect(ctx.appUrl, 302);
    }
    return renderOrg(c, { notice: 'Members updated.' });
  });

  app.get('/create_org', (c) => (sessionOf(c) ? c.html(<CreateOrgPage />) : toLogin(c)));
  app.post('/create_org', async (c) => {
    const session = sessionOf(c);
    if (!session) return toLogin(c);
    const name = text(await c.req.parseBody(), 'name');
    if (!name) return c.html(<CreateOrgPage error="Enter a name for the organization." />, 400);
    const org = ctx.directory.createOrg(name, session.userId);
    return c.redirect(
      c.req.query('rt') ? back(c) : `/org?id=${encodeURIComponent(org.orgId)}`,
      302,
    );
  });

  const renderSaml = (c: Context, message: { error?: string; notice?: string } = {}) => {
    const session = sessionOf(c);
    if (!session) return toLogin(c);
    const orgId = c.req.query('id') ?? '';
    const org = ctx.directory.state.orgs[orgId];
    const role = ctx.directory.roleIn(orgId, session.userId);
    if (!org || !role)
      return c.html(<CreateOrgPage error="You are not a member of that organization." />, 404);
    const error = canManageOrg(role) ? message.error : 'Only owners and admins can set up SAML.';
    return c.html(
      <SamlPage
        org={org}
        backHref={back(c)}
        {...(error ? { error } : {})}
        {...(message.notice ? { notice: message.notice } : {})}
      />,
    );
  };
  app.get('/saml', (c) => renderSaml(c));
  app.post('/saml', async (c) => {
    const session = sessionOf(c);
    const orgId = c.req.query('id') ?? '';
    const role = session ? ctx.directory.roleIn(orgId, session.userId) : undefined;
    if (session && role && canManageOrg(role)) {
      const form = await c.req.parseBody();
      ctx.directory.saveSaml(orgId, {
        idpEntityId: text(form, 'idpEntityId'),
        idpSsoUrl: text(form, 'idpSsoUrl'),
      });
      return renderSaml(c, { notice: 'SAML connection saved.' });
    }
    return renderSaml(c);
  });

  return app;
};
