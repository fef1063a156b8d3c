import { createMailboxStatus, integrationHandlers } from '@ap/ui/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { renderAt } from '../testing/renderAt';

const next = () => screen.getByRole('button', { name: /^(Next|Go to Dashboard)$/ });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('/onboarding', () => {
  it('connects the mailbox from the Gmail step, marking the step to come back to', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.use(
      ...integrationHandlers({
        mailbox: createMailboxStatus({ gmail_email: null }),
        gmailAuthUrl: 'http://localhost:4020/o/oauth2/v2/auth?x=1',
      }),
    );
    renderAt('/onboarding');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Google Workspace/ }));
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /shared ap@ mailbox/ }));
    expect(next()).toBeDisabled(); // not connected yet
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:4020/o/oauth2/v2/auth?x=1'),
    );
    expect(sessionStorage.getItem('ap.oauthReturnToOnboardingStep')).toBe('2');
  });

  it('comes back to the Gmail step with the mailbox connected, and Next enabled', async () => {
    server.use(...integrationHandlers());
    renderAt('/onboarding?step=2');
    expect(await screen.findByRole('radio', { name: /shared ap@ mailbox/ })).toBeChecked();
    await waitFor(() => expect(next()).toBeEnabled());
  });
});
