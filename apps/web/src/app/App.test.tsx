import { APP_MESSAGES } from '@ap/domain';
import { UiProvider } from '@ap/ui';
import { render, screen } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { dashboardReturnUrl } from '../api/config/public-config';
import { server } from '../testing/msw-server';
import { App } from './App';

const AUTH = 'http://localhost:4010';
const config = (auth: string | null) => ({
  app_url: 'http://localhost:5173',
  propelauth_auth_url: auth,
  moov_facilitator_account_id: null,
});

const renderApp = () =>
  render(
    <UiProvider>
      <App />
    </UiProvider>,
  );

describe('start-up', () => {
  it("shows 'Loading...' while the configuration loads", async () => {
    server.use(
      http.get('*/api/config/public', async () => {
        await delay('infinite');
        return HttpResponse.json(config(AUTH));
      }),
    );
    renderApp();
    expect(await screen.findByText(APP_MESSAGES.loading)).toBeInTheDocument();
  });

  it('explains a failed or non-JSON configuration answer', async () => {
    server.use(http.get('*/api/config/public', () => new HttpResponse(null, { status: 503 })));
    const first = renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load configuration: HTTP error! status: 503',
    );
    first.unmount();
    server.use(http.get('*/api/config/public', () => HttpResponse.text('<html>proxy</html>')));
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load configuration: the answer is not JSON',
    );
  });

  it('says so when the configuration names no authentication address', async () => {
    server.use(http.get('*/api/config/public', () => HttpResponse.json(config(null))));
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent(APP_MESSAGES.authUrlNotConfigured);
  });

  it('asks the auth address for the session and shows the landing page signed out', async () => {
    let refreshed = 0;
    server.use(
      http.get('*/api/config/public', () => HttpResponse.json(config(AUTH))),
      http.get(`${AUTH}/api/v1/refresh_token`, () => {
        refreshed += 1;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    renderApp();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(APP_MESSAGES.landingWelcome)).toBeInTheDocument();
    expect(refreshed).toBeGreaterThan(0);
  });
});

describe('hosted page return target', () => {
  it('is app_url + /dashboard, or /dashboard without one', () => {
    expect(dashboardReturnUrl('http://localhost:5173/')).toBe('http://localhost:5173/dashboard');
    expect(dashboardReturnUrl(null)).toBe('/dashboard');
  });
});
