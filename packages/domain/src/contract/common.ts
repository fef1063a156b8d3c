import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants';
import { InputIdSchema } from './input-schemas';

/** An ISO-8601 timestamp with offset, e.g. 2026-01-31T09:30:00.000Z. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** A calendar date, YYYY-MM-DD. */
export const CalendarDateSchema = z.iso.date();

/**
 * A money amount as the spec's JSON carries it: a number in major units (12.5 = $12.50).
 * The server stores integer cents and converts at the edge; nobody sums these as floats.
 */
export const AmountSchema = z.number().finite();

export { DEFAULT_CURRENCY };

export const CurrencySchema = z.string().length(3).default(DEFAULT_CURRENCY);

/**
 * Identifiers are opaque strings (UUIDs on the server, anything in fixtures), at most 128
 * characters of storable text, so a path parameter is refused with a 400 rather than a 500.
 */
export const IdSchema = InputIdSchema;

/** Path parameter `{id}` of every single-resource route. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** The answer of calls whose result is only a human-readable confirmation. */
export const MessageResponseSchema = z.object({ message: z.string() });

export type MessageResponse = z.infer<typeof MessageResponseSchema>;
