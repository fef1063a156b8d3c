import { type Context, Hono } from 'hono';
import type { AuthContext } from './context';
import { AccountPage } from './pages/account-page';
import { CreateOrgPage } from './pages/create-org-page';
import { formText, signedInPages } from './signed-in-pages';

/** /account (profile and the user's organisations) and /create_org. */
export const accountRoutes = (ctx: AuthContext) => {
  const app = new Hono();
  const { back, sessionOf, toLogin } = signedInPages(ctx);

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
    ctx.directory.updateName(
      session.userId,
      formText(form, 'firstName'),
      formText(form, 'lastName'),
    );
    return renderAccount(c, 'Profile saved.');
  });

  app.get('/create_org', (c) => (sessionOf(c) ? c.html(<CreateOrgPage />) : toLogin(c)));
  app.post('/create_org', async (c) => {
    const session = sessionOf(c);
    if (!session) return toLogin(c);
    const name = formText(await c.req.parseBody(), 'name');
    if (!name) return c.html(<CreateOrgPage error="Enter a name for the organization." />, 400);
    const org = ctx.directory.createOrg(name, session.userId);
    return c.redirect(
      c.req.query('rt') ? back(c) : `/org?id=${encodeURIComponent(org.orgId)}`,
      302,
    );
  });

  return app;
};
