import { integrationHandlers } from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { renderAt } from '../testing/renderAt';
import { markConnectionStartedFromOnboarding } from './onboarding-return';

beforeEach(() => {
  server.use(
    ...integrationHandlers(),
    http.get('*/api/organization/configurations', () =>
      HttpResponse.json({ mandatory_checks: null, protected_actions: null, vendor_subset: null }),
    ),
  );
});
afterEach(() => sessionStorage.clear());

describe('/settings return parameters', () => {
  it.each([
    ['gmail_linked=success', 'Gmail account connected successfully!'],
    ['gmail_linked=error&error=invalid_state', 'Gmail connection failed: Invalid state parameter'],
    ['gmail_linked=error&error=service_error', 'Gmail connection failed: Service error'],
    ['gmail_linked=error&error=whatever', 'Gmail connection failed: Unknown error'],
    ['moov_linked=success', 'Bank account connected successfully!'],
  ])('?%s shows "%s", then leaves the address', async (query, toast) => {
    const { router } = renderAt(`/settings?drawer=mailbox&${query}`);
    expect(await screen.findByText(toast)).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toEqual({ drawer: 'mailbox' }));
  });

  it('goes back to the onboarding step that started the Gmail connection', async () => {
    markConnectionStartedFromOnboarding(2);
    const { router } = renderAt('/settings?gmail_linked=success');
    expect(await screen.findByText('Gmail account connected successfully!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(router.state.location.search).toEqual({ step: 2 });
  });
});

describe('/settings mailbox drawer', () => {
  it('unlinks on a second click within the window, with the toast', async () => {
    let unlinked = 0;
    server.use(
      http.delete('*/api/gmail/oauth/account', () => {
        unlinked += 1;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderAt('/settings?drawer=mailbox');
    const drawer = await screen.findByRole('dialog', { name: 'Accounts Payable Inbox' });
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Unlink' }));
    expect(unlinked).toBe(0);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Click again to confirm' }));
    expect(await screen.findByText('Gmail account unlinked successfully.')).toBeVisible();
    expect(unlinked).toBe(1);
  });

  it("says 'Error loading Gmail status' when the status cannot be read", async () => {
    server.use(
      http.get('*/api/gmail/oauth/account', () =>
        HttpResponse.json({ error: 'internal_error', message: 'boom' }, { status: 500 }),
      ),
    );
    renderAt('/settings');
    expect(await screen.findByText('Error loading Gmail status')).toBeVisible();
  });
});
