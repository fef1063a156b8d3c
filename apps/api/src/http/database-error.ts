import { ApiHttpError } from './api-error';

/** The SQLSTATE of a PostgreSQL (node-postgres or PGlite) error, looked up through `cause`. */
const sqlState = (err: unknown): string | undefined => {
  for (let current = err, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * A database error that stems from what the client sent, as the answer it deserves: a value
 * the column cannot hold is a 400, a clash with existing rows a 409. Anything else (the
 * database down, a bug) stays a 500.
 */
export const databaseInputError = (err: unknown): ApiHttpError | undefined => {
  const state = sqlState(err);
  if (!state) return undefined;
  // Class 22: data exception (bad text encoding, number or date out of range, ...).
  if (state.startsWith('22') || state === '23502' || state === '23514' || state === '54000') {
    return new ApiHttpError(400, 'bad_request', 'A value in the request cannot be stored.');
  }
  if (state === '23505') {
    return new ApiHttpError(409, 'conflict', 'A record with these values already exists.');
  }
  if (state === '23503') {
    return new ApiHttpError(409, 'conflict', 'The request refers to a record that does not exist.');
  }
  if (state === '40001' || state === '40P01') {
    return new ApiHttpError(409, 'conflict', 'The record changed at the same time; try again.');
  }
  return undefined;
};
