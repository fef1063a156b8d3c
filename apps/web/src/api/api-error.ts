/** A failed product API call: its HTTP status and the text shown to the user (SPEC §7). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The HTTP status of a failed call, or null when the error did not come from one. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
