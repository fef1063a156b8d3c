import { describe, expect, it } from 'vitest';
import { isImpersonating, needsTokenRefresh } from './session';

describe('needsTokenRefresh', () => {
  it('refreshes when fewer than 600 seconds remain', () => {
    expect(needsTokenRefresh(1000 + 601, 1000)).toBe(false);
    expect(needsTokenRefresh(1000 + 600, 1000)).toBe(false);
    expect(needsTokenRefresh(1000 + 599, 1000)).toBe(true);
    expect(needsTokenRefresh(900, 1000)).toBe(true);
  });
});

describe('isImpersonating', () => {
  it('is true when an impersonator user id exists', () => {
    expect(isImpersonating({ impersonatorUserId: 'u-9' })).toBe(true);
    expect(isImpersonating({ impersonatorUserId: '' })).toBe(false);
    expect(isImpersonating({ impersonatorUserId: null })).toBe(false);
    expect(isImpersonating({})).toBe(false);
    expect(isImpersonating(null)).toBe(false);
  });
});
