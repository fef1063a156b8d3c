import { Layout, Message } from '../../html/layout';

export type SignupValues = { email?: string; firstName?: string; lastName?: string };

export const SignupPage = (props: { values: SignupValues; error?: string; loginHref: string }) => (
  <Layout title="Create your account">
    <div class="card">
      <h1>Create your account</h1>
      <p class="sub">Start automating your accounts payable in minutes.</p>
      <Message error={props.error} />
      <form method="post">
        <div class="row">
          <div>
            <label for="firstName">First name</label>
            <input
              id="firstName"
              name="firstName"
              autocomplete="given-name"
              required
              value={props.values.firstName ?? ''}
            />
          </div>
          <div>
            <label for="lastName">Last name</label>
            <input
              id="lastName"
              name="lastName"
              autocomplete="family-name"
              required
              value={props.values.lastName ?? ''}
            />
          </div>
        </div>
        <label for="email">Work email</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          value={props.values.email ?? ''}
        />
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          minlength={8}
          required
        />
        <p class="muted">At least 8 characters.</p>
        <button class="full" type="submit">
          Create account
        </button>
      </form>
    </div>
    <p class="muted">
      Already have an account? <a href={props.loginHref}>Sign in</a>
    </p>
  </Layout>
);
