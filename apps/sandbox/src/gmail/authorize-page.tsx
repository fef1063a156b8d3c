import { Layout } from '../html/layout';
import { describeScope } from './scopes';

/** Google's consent screen: pick a local mailbox and grant the scopes the app asked for. */
export const AuthorizePage = (props: {
  clientId: string;
  scopes: string[];
  mailboxes: string[];
  loginHint?: string;
  error?: string;
}) => (
  <Layout brand="Google" title="Sign in with Google (sandbox)">
    <div class="card">
      <h1>Choose a mailbox</h1>
      <p class="sub">
        <strong>{props.clientId}</strong> wants to access your local sandbox mailbox.
      </p>
      {props.error ? (
        <div class="error" role="alert">
          {props.error}
        </div>
      ) : null}
      <form method="post">
        <label for="mailbox">Mailbox</label>
        <select id="mailbox" name="mailbox">
          {props.mailboxes.map((address) => (
            <option key={address} value={address} selected={address === props.loginHint}>
              {address}
            </option>
          ))}
        </select>
        <label for="other">Or another local address</label>
        <input id="other" name="other" type="email" placeholder="someone@acme.test" />
        <h2 style="margin-top:22px">This will allow the app to</h2>
        <ul>
          {props.scopes.map((scope) => (
            <li key={scope}>{describeScope(scope)}</li>
          ))}
        </ul>
        <div class="actions">
          <button type="submit" name="decision" value="allow">
            Allow
          </button>
          <button class="secondary" type="submit" name="decision" value="deny">
            Cancel
          </button>
        </div>
      </form>
    </div>
  </Layout>
);
