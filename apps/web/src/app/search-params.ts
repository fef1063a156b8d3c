// Readers of typed search params. Hand-written rather than zod so that validating the address
// (which runs in the route tree, part of the first download) does not ship zod to the browser.
// An invalid value reads as absent, never as an error page.

/** A non-empty string, else undefined. */
export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** One of `options`, else undefined. */
export function optionalOneOf<T extends string>(
  value: unknown,
  options: readonly T[],
): T | undefined {
  return options.includes(value as T) ? (value as T) : undefined;
}

/** A calendar date `YYYY-MM-DD`, else undefined. */
export function optionalCalendarDate(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
