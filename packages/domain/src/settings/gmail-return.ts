import { GMAIL_RETURN_ERRORS } from '../messages';

export type GmailReturn =
  | { kind: 'none' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

/** The toast message for a `gmail_linked=error` return, by its `error` value. */
export function gmailConnectionErrorMessage(error: string | null | undefined): string {
  if (error === 'invalid_state') return GMAIL_RETURN_ERRORS.invalidState;
  if (error === 'service_error') return GMAIL_RETURN_ERRORS.serviceError;
  return GMAIL_RETURN_ERRORS.unknown;
}

/** Reads the settings page's `gmail_linked` / `error` return query parameters. */
export function readGmailReturn(
  gmailLinked: string | null | undefined,
  error?: string | null,
): GmailReturn {
  if (gmailLinked === 'success') return { kind: 'success' };
  if (gmailLinked === 'error')
    return { kind: 'error', message: gmailConnectionErrorMessage(error) };
  return { kind: 'none' };
}
