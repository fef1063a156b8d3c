import { Layout, Message } from '../../html/layout';

export const LoginPage = (props: { email?: string; error?: string; signupHref: string }) => (
  <Layout title="Sign in">
    <div class="card">
      <h1>Sign in</h1>
      <p class="sub">Welcome back. Sign in to continue to the AP assistant.</p>
      <Message error={props.error} />
      <form method="post">
        <label for="email">Email</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          value={props.email ?? ''}
        />
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
        />
        <button class="full" type="submit">
          Sign in
        </button>
      </form>
    </div>
    <p class="muted">
      No account yet? <a href={props.signupHref}>Create one</a>
    </p>
  </Layout>
);
