import { Layout, Message } from '../../html/layout';
import type { Org } from '../model';

export const SamlPage = (props: {
  org: Org;
  backHref: string;
  notice?: string;
  error?: string;
}) => (
  <Layout title="Single sign-on">
    <div class="card">
      <h1>Set up SAML for {props.org.name}</h1>
      <p class="sub">Let members sign in through your identity provider.</p>
      <Message error={props.error} notice={props.notice} />
      <form method="post">
        <label for="idpEntityId">Identity provider entity ID</label>
        <input
          id="idpEntityId"
          name="idpEntityId"
          required
          value={props.org.saml?.idpEntityId ?? ''}
        />
        <label for="idpSsoUrl">Single sign-on URL</label>
        <input
          id="idpSsoUrl"
          name="idpSsoUrl"
          type="url"
          required
          value={props.org.saml?.idpSsoUrl ?? ''}
        />
        <button class="full" type="submit">
          Save SAML connection
        </button>
      </form>
    </div>
    <a class="button secondary" href={props.backHref}>
      Back to the app
    </a>
  </Layout>
);
