import { type Context, Hono } from 'hono';
import type { AuthContext } from './context';
import { CreateOrgPage } from './pages/create-org-page';
import { SamlPage } from './pages/saml-page';
import { canManageOrg } from './roles';
import { formText, signedInPages } from './signed-in-pages';

/** /saml?id=: an org's SAML connection, editable by owners and admins. */
export const samlRoutes = (ctx: AuthContext) => {
  const app = new Hono();
  const { back, sessionOf, toLogin } = signedInPages(ctx);

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
        idpEntityId: formText(form, 'idpEntityId'),
        idpSsoUrl: formText(form, 'idpSsoUrl'),
      });
      return renderSaml(c, { notice: 'SAML connection saved.' });
    }
    return renderSaml(c);
  });

  return app;
};
