import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/renderWithUi';
import { OnboardingWizard, type OnboardingWizardProps } from './OnboardingWizard';

const props = (overrides: Partial<OnboardingWizardProps> = {}): OnboardingWizardProps => ({
  mailboxConnected: false,
  onConnectMailbox: vi.fn(),
  accountingConnected: false,
  onConnectAccounting: vi.fn(),
  onFinish: vi.fn(),
  ...overrides,
});
const next = () => screen.getByRole('button', { name: /^(Next|Go to Dashboard)$/ });

describe('OnboardingWizard', () => {
  it('follows connections arriving as props through all four steps', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    const view = renderWithUi(<OnboardingWizard {...props({ onFinish })} />);
    const rerender = (overrides: Partial<OnboardingWizardProps>) =>
      // The render's wrapper (UiProvider) is applied again, so the wizard keeps its state.
      view.rerender(<OnboardingWizard {...props({ onFinish, ...overrides })} />);

    await user.click(screen.getByRole('radio', { name: /Google Workspace/ }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: /shared ap@ mailbox/ }));
    expect(next()).toBeDisabled();
    rerender({ mailboxConnected: true, mailboxEmail: 'ap@acme.com' });
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /QuickBooks Online/ }));
    expect(next()).toBeDisabled();
    rerender({ mailboxConnected: true, accountingConnected: true, accountingCompanyName: 'Acme' });
    expect(screen.getByText('Currently connected to Acme')).toBeInTheDocument();
    await user.click(next());

    expect(next()).toHaveTextContent('Go to Dashboard');
    await user.click(next());
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('keeps the choices when going back', async () => {
    const user = userEvent.setup();
    renderWithUi(<OnboardingWizard {...props()} />);
    await user.click(screen.getByRole('radio', { name: /Google Workspace/ }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: /Google Workspace/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(next()).toBeEnabled();
  });
});
