import { describe, expect, it } from 'vitest';
import { moovSandboxScriptUrl } from './moov-sandbox-script';

describe('moovSandboxScriptUrl', () => {
  it("loads the sandbox's stand-in by default (no Moov configured)", () => {
    expect(moovSandboxScriptUrl({})).toBe('http://localhost:4040/moov.js');
  });

  it('follows a sandbox on another local port', () => {
    expect(moovSandboxScriptUrl({ MOOV_API_URL: 'http://127.0.0.1:5040' })).toBe(
      'http://127.0.0.1:5040/moov.js',
    );
  });

  it('adds nothing when the real Moov is configured', () => {
    expect(moovSandboxScriptUrl({ MOOV_API_URL: 'https://api.moov.io' })).toBeNull();
  });

  it('adds nothing for an address that is not a URL', () => {
    expect(moovSandboxScriptUrl({ MOOV_API_URL: 'api.moov.io' })).toBeNull();
  });
});
