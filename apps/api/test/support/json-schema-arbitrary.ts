import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document carries the contract) read here. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

/** Values a generated request uses for ids, so that requests reach real records too. */
export type Hints = { ids: string[] };

const word = (min: number, max: number) =>
  fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 24)) });

const forString = (schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<unknown> => {
  if (schema.examples?.length) return fc.constantFrom(...schema.examples);
  if (schema.pattern?.includes('\\d+(\\.\\d+)?'))
    return fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
  if (name === 'id' || name.endsWith('_id')) return fc.constantFrom(...hints.ids);
  return word(
    Math.max(schema.minLength ?? 0, name === 'user_input' ? 1 : 0),
    schema.maxLength ?? 24,
  ).map((text) => (schema.minLength && text.trim() === '' ? `x${text}` : text));
};

/**
 * A fast-check arbitrary of values that a JSON Schema describes (well-formed requests).
 * Strings stay short and printable; numbers are cents-exact amounts.
 */
export const arbitraryFor = (
  schema: JsonSchema,
  hints: Hints,
  name = '',
): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryFor(option, hints, name)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], hints, name);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type }, hints, name)));
  }
  switch (schema.type) {
    case 'string':
      return forString(schema, name, hints);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1e6) });
    case 'number':
      return fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, hints, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, hints, key)]),
      );
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
};
