import { LOCALE } from '../constants';
import { type DateInput, toCalendarDate } from './calendar-date';

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * en-US short date, e.g. "1/15/2024"; null when missing or invalid (the caller picks the
 * placeholder, e.g. 'Not set'). Formats the calendar date, so "2024-01-15" is 1/15/2024 in
 * every time zone.
 */
export function formatShortDate(value: DateInput): string | null {
  const date = toCalendarDate(value);
  if (date === null) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return shortDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Parses an ISO timestamp or passes a Date through; null when missing or invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local date and time in en-US, e.g. "1/15/2024, 3:04:05 PM"; null when invalid. */
export function formatLocalTimestamp(value: DateInput): string | null {
  const date = toDate(value);
  return date === null ? null : date.toLocaleString(LOCALE);
}
