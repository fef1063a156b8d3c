import { APP_MESSAGES } from '@ap/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  type BankOnboardingDeps,
  MOOV_ONBOARDING_TAG,
  type MoovOnboardingElement,
  startBankOnboarding,
} from './bank-onboarding';

const notConnected = { connected: false, linked_at: null, account_id: null };

/** Fake collaborators; `waits` records each delay the flow asked for. */
function fakeDeps(overrides: Partial<BankOnboardingDeps> = {}) {
  const waits: number[] = [];
  const deps = {
    status: vi.fn(async () => notConnected),
    onboardingToken: vi.fn(async () => 'token-1'),
    saveAccount: vi.fn(async () => ({})),
    updateToken: vi.fn(async (_id: string, type: string) => `token-${type}`),
    loadMoov: vi.fn(async () => ({})),
    widgetDefined: vi.fn(async () => true),
    alert: vi.fn(),
    goToSettings: vi.fn(),
    wait: vi.fn(async (ms: number) => {
      waits.push(ms);
    }),
    logError: vi.fn(),
    ...overrides,
  } satisfies BankOnboardingDeps;
  return { deps, waits };
}

const widgetIn = (host: HTMLElement) =>
  host.querySelector(MOOV_ONBOARDING_TAG) as MoovOnboardingElement;

describe('startBankOnboarding', () => {
  it('opens the widget 100 ms after it is placed, with the first token and the facilitator', async () => {
    const host = document.createElement('div');
    const { deps, waits } = fakeDeps();
    expect(await startBankOnboarding(host, 'facilitator-1', deps)).toBe('open');
    const widget = widgetIn(host);
    expect(widget.token).toBe('token-1');
    expect(widget.facilitatorAccountID).toBe('facilitator-1');
    expect(widget.open).toBe(true);
    expect(waits).toEqual([100]);
    expect(deps.loadMoov).toHaveBeenCalledWith('token-1');
  });

  it('links the account and widens the token as resources are created', async () => {
    const host = document.createElement('div');
    const { deps } = fakeDeps();
    await startBankOnboarding(host, undefined, deps);
    const widget = widgetIn(host);
    await widget.onResourceCreated?.({
      resourceType: 'account',
      resource: { accountID: 'acct-9' },
    });
    expect(deps.saveAccount).toHaveBeenCalledWith('acct-9');
    expect(widget.token).toBe('token-account');
    await widget.onResourceCreated?.({ resourceType: 'capabilities', resource: {} });
    await widget.onResourceCreated?.({ resourceType: 'bankAccount', resource: {} });
    expect(vi.mocked(deps.updateToken).mock.calls).toEqual([
      ['acct-9', 'account'],
      ['acct-9', 'capabilities'],
      ['acct-9', 'bankAccount'],
    ]);
    expect(widget.token).toBe('token-bankAccount');
  });

  it('closes on success and goes to /settings?moov_linked=success after 500 ms', async () => {
    const host = document.createElement('div');
    const { deps, waits } = fakeDeps();
    await startBankOnboarding(host, undefined, deps);
    const widget = widgetIn(host);
    await widget.onSuccess?.();
    expect(widget.open).toBe(false);
    expect(waits).toEqual([100, 500]);
    expect(deps.goToSettings).toHaveBeenCalledWith(true);
  });

  it('returns to /settings on cancel or exit, and alerts on a widget error', async () => {
    const host = document.createElement('div');
    const { deps } = fakeDeps();
    await startBankOnboarding(host, undefined, deps);
    const widget = widgetIn(host);
    widget.onCancel?.();
    widget.onExit?.();
    expect(vi.mocked(deps.goToSettings).mock.calls).toEqual([[false], [false]]);
    widget.onError?.({ errorType: 'bankAccount', error: new Error('no') });
    expect(deps.alert).toHaveBeenCalledWith(APP_MESSAGES.bankSetupError);
  });

  it('tells an organisation already connected so and goes back to /settings', async () => {
    const host = document.createElement('div');
    const { deps } = fakeDeps({
      status: vi.fn(async () => ({ connected: true, linked_at: null, account_id: 'acct-1' })),
    });
    expect(await startBankOnboarding(host, undefined, deps)).toBe('already-connected');
    expect(deps.alert).toHaveBeenCalledWith('Your payment account is already set up!');
    expect(deps.goToSettings).toHaveBeenCalledWith(false);
    expect(deps.onboardingToken).not.toHaveBeenCalled();
  });

  it('logs and stops when the widget is still missing 1 s after the retry', async () => {
    const host = document.createElement('div');
    const { deps } = fakeDeps({
      loadMoov: vi.fn(async () => {
        throw new Error('script blocked');
      }),
      widgetDefined: vi.fn(async () => false),
    });
    expect(await startBankOnboarding(host, undefined, deps)).toBe('failed');
    expect(deps.widgetDefined).toHaveBeenCalledWith(1000);
    expect(deps.logError).toHaveBeenCalled();
    expect(widgetIn(host)).toBeNull();
  });
});
