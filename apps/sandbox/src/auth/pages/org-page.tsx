import { Layout, Message } from '../../html/layout';
import { type Membership, type Org, ROLES, type Role, type User } from '../model';

export const OrgPage = (props: {
  org: Org;
  myRole: Role;
  canManage: boolean;
  currentUserId: string;
  members: Array<Membership & { user: User }>;
  otherOrgs: Org[];
  backHref: string;
  error?: string;
  notice?: string;
}) => {
  const action = `/org?id=${encodeURIComponent(props.org.orgId)}`;
  return (
    <Layout title={props.org.name} wide>
      <Message error={props.error} notice={props.notice} />
      <div class="card">
        <h1>{props.org.name}</h1>
        <p class="sub">
          Your role: <span class="badge">{props.myRole}</span>
        </p>
        <h2>Members</h2>
        <table>
          <tbody>
            {props.members.map((m) => (
              <tr key={m.userId}>
                <td>
                  {m.user.firstName} {m.user.lastName}
                  <div class="muted">{m.user.email}</div>
                </td>
                <td>
                  {props.canManage && m.userId !== props.currentUserId ? (
                    <div class="actions">
                      <form method="post" action={action} class="actions">
                        <input type="hidden" name="intent" value="change-role" />
                        <input type="hidden" name="userId" value={m.userId} />
                        <RoleSelect selected={m.role} />
                        <button class="small secondary" type="submit">
                          Save role
                        </button>
                      </form>
                      <form method="post" action={action}>
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="userId" value={m.userId} />
                        <button class="small danger" type="submit">
                          Remove
                        </button>
                      </form>
                      <form method="post" action={action}>
                        <input type="hidden" name="intent" value="impersonate" />
                        <input type="hidden" name="userId" value={m.userId} />
                        <button class="small secondary" type="submit">
                          Impersonate
                        </button>
                      </form>
                    </div>
                  ) : (
                    <span class="badge">{m.role}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {props.canManage ? (
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="add" />
            <div class="row">
              <div>
                <label for="email">Add a member by email</label>
                <input id="email" name="email" type="email" required />
              </div>
              <div>
                <label for="role">Role</label>
                <RoleSelect selected="Member" />
              </div>
            </div>
            <button type="submit">Add member</button>
          </form>
        ) : null}
      </div>
      <div class="actions">
        <a class="button" href={props.backHref}>
          Back to the app
        </a>
        {props.otherOrgs.map((org) => (
          <a
            key={org.orgId}
            class="button secondary"
            href={`/org?id=${encodeURIComponent(org.orgId)}`}
          >
            {org.name}
          </a>
        ))}
        <a class="button secondary" href="/create_org">
          New organization
        </a>
      </div>
    </Layout>
  );
};

const RoleSelect = (props: { selected: Role }) => (
  <select name="role" id="role">
    {ROLES.map((role) => (
      <option key={role} value={role} selected={role === props.selected}>
        {role}
      </option>
    ))}
  </select>
);
