/** A calendar date as `YYYY-MM-DD` (what date inputs and the API's date fields carry). */
export type CalendarDate = string;

export type DateInput = Date | string | null | undefined;

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|T|\s)/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function isRealDate(year: number, month: number, day: number): boolean {
  const utc = new Date(Date.UTC(year, month - 1, day));
  return (
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day
  );
}

/**
 * The calendar date a value names, or null when it is missing or invalid.
 * A string starting `YYYY-MM-DD` (a date or an ISO timestamp) gives that date as written, so a
 * due date never shifts a day with the viewer's time zone; a `Date` gives its local date.
 */
export function toCalendarDate(value: DateInput): CalendarDate | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  const text = value.trim();
  const match = ISO_DATE_PREFIX.exec(text);
  if (!match) return null;
  const [, y, m, d] = match;
  if (!isRealDate(Number(y), Number(m), Number(d))) return null;
  // A timestamp must parse as a whole, e.g. reject 2024-01-15T99:00.
  if (text.length > 10 && Number.isNaN(Date.parse(text))) return null;
  return `${y}-${m}-${d}`;
}

/** Adds calendar days to a calendar date (no time zone or daylight-saving effects). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate | null {
  const valid = toCalendarDate(date);
  if (valid === null || !Number.isInteger(days)) return null;
  const [y, m, d] = valid.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}
