import { describe, expect, it } from 'vitest';
import { gmailConnectionErrorMessage, readGmailReturn } from './gmail-return';

describe('gmailConnectionErrorMessage', () => {
  it.each([
    ['invalid_state', 'Gmail connection failed: Invalid state parameter'],
    ['service_error', 'Gmail connection failed: Service error'],
    ['access_denied', 'Gmail connection failed: Unknown error'],
    ['', 'Gmail connection failed: Unknown error'],
    [null, 'Gmail connection failed: Unknown error'],
    [undefined, 'Gmail connection failed: Unknown error'],
  ])('%j -> %j', (error, message) => {
    expect(gmailConnectionErrorMessage(error)).toBe(message);
  });
});

describe('readGmailReturn', () => {
  it('reads success and error returns', () => {
    expect(readGmailReturn('success')).toEqual({ kind: 'success' });
    expect(readGmailReturn('error', 'invalid_state')).toEqual({
      kind: 'error',
      message: 'Gmail connection failed: Invalid state parameter',
    });
    expect(readGmailReturn('error')).toEqual({
      kind: 'error',
      message: 'Gmail connection failed: Unknown error',
    });
  });

  it.each([null, undefined, '', 'maybe'])('ignores gmail_linked=%j', (value) => {
    expect(readGmailReturn(value, 'service_error')).toEqual({ kind: 'none' });
  });
});
