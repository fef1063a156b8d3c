import { describe, expect, it } from 'vitest';
import { everyServiceIsReal } from '../src/real-services';

const real = {
  PROPELAUTH_AUTH_URL: 'https://auth.acme.com',
  GMAIL_API_URL: 'https://gmail.googleapis.com',
  QUICKBOOKS_API_URL: 'https://quickbooks.api.intuit.com',
  MOOV_API_URL: 'https://api.moov.io',
};

describe('everyServiceIsReal', () => {
  it('is true only when all four services name non-local addresses', () => {
    expect(everyServiceIsReal(real)).toBe(true);
  });

  it('is false with the defaults (nothing configured)', () => {
    expect(everyServiceIsReal({})).toBe(false);
  });

  it.each(['http://localhost:4040', 'http://127.0.0.1:4040', 'http://[::1]:4040', 'not a url'])(
    'is false while one service is %s',
    (moov) => {
      expect(everyServiceIsReal({ ...real, MOOV_API_URL: moov })).toBe(false);
    },
  );
});
