import { Layout, Message } from '../../html/layout';
import type { Membership, Org, User } from '../model';

export const AccountPage = (props: {
  user: User;
  memberships: Array<Membership & { org: Org }>;
  backHref: string;
  notice?: string;
  impersonatorEmail?: string;
}) => (
  <Layout title="Your account" wide>
    {props.impersonatorEmail ? (
      <Message
        notice={`You are impersonating this user (signed in as ${props.impersonatorEmail}).`}
      />
    ) : null}
    <Message notice={props.notice} />
    <div class="card">
      <h1>Your account</h1>
      <p class="sub">{props.user.email}</p>
      <form method="post">
        <div class="row">
          <div>
            <label for="firstName">First name</label>
            <input id="firstName" name="firstName" required value={props.user.firstName} />
          </div>
          <div>
            <label for="lastName">Last name</label>
            <input id="lastName" name="lastName" required value={props.user.lastName} />
          </div>
        </div>
        <button type="submit">Save profile</button>
      </form>
    </div>
    <div class="card">
      <h2>Organizations</h2>
      <table>
        <tbody>
          {props.memberships.map((m) => (
            <tr key={m.orgId}>
              <td>
                <a href={`/org?id=${encodeURIComponent(m.orgId)}`}>{m.org.name}</a>
              </td>
              <td>
                <span class="badge">{m.role}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.memberships.length === 0 ? (
        <p class="muted">You do not belong to any organization yet.</p>
      ) : null}
      <a class="button secondary" href="/create_org">
        Create organization
      </a>
    </div>
    <div class="actions">
      <a class="button" href={props.backHref}>
        Back to the app
      </a>
      <form method="post" action="/signout" class="inline">
        <button class="secondary" type="submit">
          Sign out
        </button>
      </form>
    </div>
  </Layout>
);
