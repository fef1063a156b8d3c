// The sandbox's stand-in for Moov.js (served as /moov.js). It defines window.Moov and the
// <moov-onboarding> Drop with the props and callbacks of @moovio/moov-js's type definitions,
// and talks to the sandbox's Moov API with the token the app hands it.
(() => {
  if (window.Moov) return;
  const apiBase = new URL(document.currentScript?.src ?? window.location.href).origin;

  const call = async (token, method, path, body) => {
    const response = await fetch(`${apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-moov-version': 'sandbox',
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new Error(payload.error ?? `Moov request failed with ${response.status}`);
    return payload;
  };

  const styles = `
    :host{font-family:Inter,system-ui,sans-serif}
    .backdrop{position:fixed;inset:0;background:rgba(15,20,40,.45);display:flex;align-items:center;justify-content:center;z-index:10000}
    .dialog{background:#fff;border-radius:14px;width:420px;max-width:calc(100vw - 32px);padding:26px;box-shadow:0 20px 60px rgba(0,0,0,.25)}
    h2{margin:0 0 4px;font-size:19px}p{color:#5c667a;margin:0 0 16px;font-size:14px}
    label{display:block;font-size:13px;font-weight:600;margin:12px 0 5px}
    input,select{width:100%;box-sizing:border-box;padding:9px 11px;border:1px solid #cfd6e4;border-radius:8px;font-size:14px}
    .row{display:flex;gap:10px;justify-content:flex-end;margin-top:20px}
    button{padding:9px 15px;border:0;border-radius:8px;font-weight:600;cursor:pointer;background:#0b7a44;color:#fff}
    button.secondary{background:#eef1f8;color:#1d2433}.error{color:#c92a2a;font-size:14px;margin-top:12px}
    .brand{font-size:12px;color:#5c667a;margin-bottom:14px}`;

  class MoovOnboarding extends HTMLElement {
    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      this.token = '';
      this.facilitatorAccountID = undefined;
      this.capabilities = ['transfers', 'send-funds'];
      this.accountData = undefined;
      this.paymentMethodTypes = ['bankAccount'];
      this._open = false;
    }

    get open() {
      return this._open;
    }

    set open(value) {
      this._open = Boolean(value);
      this.render();
    }

    connectedCallback() {
      this.render();
    }

    async created(resourceType, resource) {
      // The app may swap in a wider token from onResourceCreated; wait for it before the next call.
      await this.onResourceCreated?.({ resourceType, resource });
      await new Promise((tick) => setTimeout(tick, 0));
    }

    async submit(form) {
      const value = (name) => form.elements.namedItem(name).value.trim();
      const error = this.shadowRoot.querySelector('.error');
      let stage = 'account';
      try {
        const account = await call(this.token, 'POST', '/accounts', {
          accountType: 'business',
          profile: {
            business: { legalBusinessName: value('legalBusinessName'), email: value('email') },
          },
          ...(this.facilitatorAccountID
            ? { metadata: { facilitatorAccountID: this.facilitatorAccountID } }
            : {}),
        });
        await this.created('account', account);
        stage = 'capabilities';
        const capabilities = await call(
          this.token,
          'POST',
          `/accounts/${account.accountID}/capabilities`,
          { capabilities: this.capabilities },
        );
        await this.created('capabilities', capabilities);
        stage = 'bankAccount';
        const bankAccount = await call(
          this.token,
          'POST',
          `/accounts/${account.accountID}/bank-accounts`,
          {
            account: {
              holderName: value('holderName'),
              holderType: 'business',
              routingNumber: value('routingNumber'),
              accountNumber: value('accountNumber'),
              bankAccountType: value('bankAccountType'),
            },
          },
        );
        await this.created('bankAccount', bankAccount);
        this.renderDone();
      } catch (failure) {
        error.textContent = failure.message;
        this.onError?.({ errorType: stage, error: failure });
      }
    }

    renderDone() {
      this.shadowRoot.querySelector('.dialog').innerHTML =
        `<h2>Bank account connected</h2><p>Your business account is ready to pay vendors by ACH.</p><div class="row"><button type="button" data-done>Done</button></div>`;
      this.shadowRoot
        .querySelector('[data-done]')
        .addEventListener('click', () => this.onSuccess?.());
    }

    render() {
      if (!this._open) {
        this.shadowRoot.innerHTML = '';
        return;
      }
      const name = this.accountData?.profile?.business?.legalBusinessName ?? '';
      this.shadowRoot.innerHTML = `<style>${styles}</style>
        <div class="backdrop"><div class="dialog" role="dialog" aria-label="Connect your bank account">
          <div class="brand">Moov (local sandbox)</div>
          <h2>Connect your bank account</h2><p>Tell us about your business and the account you pay vendors from.</p>
          <form>
            <label>Legal business name<input name="legalBusinessName" required value="${name}"></label>
            <label>Business email<input name="email" type="email" required></label>
            <label>Account holder name<input name="holderName" required></label>
            <label>Routing number<input name="routingNumber" inputmode="numeric" pattern="\\d{9}" required></label>
            <label>Account number<input name="accountNumber" inputmode="numeric" pattern="\\d{4,17}" required></label>
            <label>Account type<select name="bankAccountType"><option value="checking">Checking</option><option value="savings">Savings</option></select></label>
            <div class="error" role="alert"></div>
            <div class="row"><button type="button" class="secondary" data-cancel>Cancel</button><button type="submit">Link bank account</button></div>
          </form></div></div>`;
      const form = this.shadowRoot.querySelector('form');
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        this.submit(form);
      });
      this.shadowRoot
        .querySelector('[data-cancel]')
        .addEventListener('click', () => this.onCancel?.());
    }
  }
  customElements.define('moov-onboarding', MoovOnboarding);

  const unavailable = (name) => () => {
    throw new Error(`${name} is not available in the Moov sandbox`);
  };

  window.Moov = (initialToken) => {
    let token = initialToken;
    const drops = {
      onboarding: (config, elementID) => {
        const element = document.createElement('moov-onboarding');
        Object.assign(element, config);
        (elementID ? document.getElementById(elementID) : document.body)?.appendChild(element);
      },
      paymentMethods: unavailable('paymentMethods'),
      cardLink: unavailable('cardLink'),
      fileUpload: unavailable('fileUpload'),
      termsOfService: unavailable('termsOfService'),
      get moovAccessToken() {
        return token;
      },
    };
    const moov = {
      version: 'sandbox',
      setToken: (next) => {
        token = next;
        return moov;
      },
      drops: async () => drops,
      accounts: {
        get: ({ accountID }) => call(token, 'GET', `/accounts/${accountID}`),
        create: (account) => call(token, 'POST', '/accounts', account),
      },
      ping: async () => ({ ok: true }),
    };
    return moov;
  };
})();
