import { Hono } from 'hono';
import type { AuthContext } from './context';
import { LoginPage } from './pages/login-page';
import { SignupPage } from './pages/signup-page';
import { currentQuery, returnTarget, signupQueryParameters } from './return-target';
import { clearSessionCookie, readSessionId, writeSessionCookie } from './session-cookie';

const field = (form: Record<string, unknown>, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/** /login, /signup and /signout: password sign-in with the session kept in an HttpOnly cookie. */
export const signInRoutes = (ctx: AuthContext): Hono => {
  const app = new Hono();
  const target = (c: Parameters<typeof returnTarget>[0]) =>
    returnTarget(c, [new URL(ctx.appUrl).origin, ctx.issuer], ctx.appUrl);

  app.get('/login', (c) => c.html(<LoginPage signupHref={`/signup${currentQuery(c)}`} />));
  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    const email = field(form, 'email');
    const user = await ctx.directory.checkPassword(email, field(form, 'password'));
    if (!user) {
      return c.html(
        <LoginPage
          email={email}
          error="Incorrect email or password."
          signupHref={`/signup${currentQuery(c)}`}
        />,
        401,
      );
    }
    // Open invitations for this e-mail are honoured at sign-in, as PropelAuth does.
    ctx.directory.acceptInvites(user);
    writeSessionCookie(c, ctx.directory.startSession(user.userId).sessionId);
    return c.redirect(target(c), 302);
  });

  app.get('/signup', (c) =>
    c.html(<SignupPage values={{}} loginHref={`/login${currentQuery(c)}`} />),
  );
  app.post('/signup', async (c) => {
    const form = await c.req.parseBody();
    const values = {
      email: field(form, 'email'),
      firstName: field(form, 'firstName'),
      lastName: field(form, 'lastName'),
    };
    const password = field(form, 'password');
    const error = !/^[^@\s]+@[^@\s]+$/.test(values.email)
      ? 'Enter a valid email address.'
      : password.length < 8
        ? 'Passwords must be at least 8 characters.'
        : !values.firstName.trim() || !values.lastName.trim()
          ? 'Enter your first and last name.'
          : ctx.directory.findUserByEmail(values.email)
            ? 'An account with this email already exists.'
            : undefined;
    if (error)
      return c.html(
        <SignupPage values={values} error={error} loginHref={`/login${currentQuery(c)}`} />,
        400,
      );
    const user = await ctx.directory.signUp({
      ...values,
      password,
      properties: signupQueryParameters(c),
    });
    ctx.directory.acceptInvites(user);
    writeSessionCookie(c, ctx.directory.startSession(user.userId).sessionId);
    return c.redirect(target(c), 302);
  });

  app.post('/signout', (c) => {
    ctx.directory.endSession(readSessionId(c));
    clearSessionCookie(c);
    return c.redirect('/login', 302);
  });

  return app;
};
