import { IdSchema } from '@ap/domain/contract';
import { ApiHttpError } from '../http/api-error';

/**
 * A keyset position in the list's order: the last row's created_at as PostgreSQL keeps it
 * (microseconds, UTC; a JavaScript Date would round it to milliseconds and skip or repeat rows
 * created within one) and its id. base64url of `<timestamp>|<id>`.
 */
export type PageCursor = { createdAt: string; id: string };

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z$/;

/** The SQL that renders created_at the way the cursor holds it. */
export const CURSOR_TIMESTAMP_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

export const encodeCursor = (cursor: PageCursor): string =>
  Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');

const refused = () =>
  new ApiHttpError(400, 'validation_error', 'Invalid query parameter. cursor: unknown position', {
    issues: [{ path: 'cursor', message: 'cursor must be the next_cursor of a previous page' }],
  });

/** Reads a cursor the server wrote; anything else is the caller's mistake (400, never a 500). */
export const decodeCursor = (text: string): PageCursor => {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const bar = decoded.indexOf('|');
  const createdAt = decoded.slice(0, bar);
  const id = decoded.slice(bar + 1);
  const match = TIMESTAMP.exec(createdAt);
  // A real calendar time (no 30 February): it must survive a round trip through Date.
  const real =
    match?.[1] !== undefined &&
    !Number.isNaN(Date.parse(createdAt)) &&
    new Date(createdAt).toISOString().slice(0, 19) === match[1];
  if (bar < 0 || !real || !IdSchema.safeParse(id).success) throw refused();
  return { createdAt, id };
};
