import { Layout } from '../html/layout';

/** Intuit's "connect your app" screen: pick the company to share. */
export const ConnectPage = (props: {
  clientId: string;
  companies: Array<{ realmId: string; name: string }>;
}) => (
  <Layout brand="Intuit QuickBooks" title="Connect to QuickBooks (sandbox)">
    <div class="card">
      <h1>Connect to QuickBooks</h1>
      <p class="sub">
        <strong>{props.clientId}</strong> wants to read and write your accounting data.
      </p>
      <form method="post">
        <label for="realmId">Company</label>
        <select id="realmId" name="realmId">
          {props.companies.map((company) => (
            <option key={company.realmId} value={company.realmId}>
              {company.name}
            </option>
          ))}
        </select>
        <div class="actions">
          <button type="submit" name="decision" value="allow">
            Connect
          </button>
          <button class="secondary" type="submit" name="decision" value="deny">
            Cancel
          </button>
        </div>
      </form>
    </div>
  </Layout>
);
