import { Layout, Message } from '../../html/layout';

export const CreateOrgPage = (props: { name?: string; error?: string }) => (
  <Layout title="Create an organization">
    <div class="card">
      <h1>Create an organization</h1>
      <p class="sub">Your team's invoices, vendors and approvals live in an organization.</p>
      <Message error={props.error} />
      <form method="post">
        <label for="name">Organization name</label>
        <input id="name" name="name" required value={props.name ?? ''} />
        <button class="full" type="submit">
          Create organization
        </button>
      </form>
    </div>
  </Layout>
);
