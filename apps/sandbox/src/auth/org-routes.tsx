import { type Context, Hono } from 'hono';
import type { AuthContext } from './context';
import { sendInviteMail } from './invite-mail';
import { CreateOrgPage } from './pages/create-org-page';
import { OrgPage } from './pages/org-page';
import { canManageOrg, isRole } from './roles';
import { writeSessionCookie } from './session-cookie';
import { formText, signedInPages } from './signed-in-pages';

/** /org: members and roles; owners and admins add, re-role, remove and impersonate members. */
export const orgRoutes = (ctx: AuthContext) => {
  const app = new Hono();
  const { back, sessionOf, toLogin } = signedInPages(ctx);

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
    const intent = formText(form, 'intent');
    const role = formText(form, 'role');
    if (intent === 'add') {
      const email = formText(form, 'email').toLowerCase();
      const user = ctx.directory.findUserByEmail(email);
      if (!user) {
        // Like PropelAuth's hosted page: someone without an account is invited by e-mail.
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
          return renderOrg(c, { error: 'Enter a valid email address.' });
        const invite = ctx.directory.invite(
          orgId,
          email,
          isRole(role) ? role : 'Member',
          session.userId,
        );
        await sendInviteMail(ctx, invite);
        return renderOrg(c, { notice: `${email} invited.` });
      }
      ctx.directory.setMembership(orgId, user.userId, isRole(role) ? role : 'Member');
      return renderOrg(c, { notice: `${user.email} added.` });
    }
    const userId = formText(form, 'userId');
    if (intent === 'change-role' && isRole(role)) ctx.directory.setMembership(orgId, userId, role);
    if (intent === 'remove') ctx.directory.removeMembership(orgId, userId);
    if (intent === 'impersonate' && ctx.directory.roleIn(orgId, userId)) {
      writeSessionCookie(c, ctx.directory.startSession(userId, session.userId).sessionId);
      return c.redirect(ctx.appUrl, 302);
    }
    return renderOrg(c, { notice: 'Members updated.' });
  });

  return app;
};
