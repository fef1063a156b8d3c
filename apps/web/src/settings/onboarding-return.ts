// The mailbox and accounting OAuth flows always come back to /settings; a connection started in
// the onboarding wizard marks its step here so that /settings sends the user back to it.
const KEY = 'ap.oauthReturnToOnboardingStep';

export function markConnectionStartedFromOnboarding(step: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(step));
  } catch {
    // storage blocked: the user lands on /settings, which also shows the connection
  }
}

/** The wizard step to go back to, once (the mark is cleared), or null. */
export function takeOnboardingReturnStep(): number | null {
  try {
    const step = Number(window.sessionStorage.getItem(KEY));
    window.sessionStorage.removeItem(KEY);
    return Number.isInteger(step) && step > 0 ? step : null;
  } catch {
    return null;
  }
}
