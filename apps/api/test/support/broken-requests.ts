import fc from 'fast-check';
import { arbitraryFor, type Hints, type JsonSchema } from './json-schema-arbitrary';

/** One operation of the OpenAPI document: where it goes and what its parts look like. */
export type OpenApiOperation = {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
};

export type GeneratedRequest = {
  operation: OpenApiOperation;
  params: Record<string, string>;
  query: Record<string, string>;
  /** A JSON value, or raw text when `rawBody` is set. */
  body: unknown;
  rawBody?: string;
  /** How it was broken, for the failure report; undefined for a well-formed request. */
  broken?: string;
};

/** Values that trip careless request handling (NUL bytes, lone surrogates, huge numbers, ...). */
export const NASTY_VALUES: unknown[] = [
  '\u0000',
  'inv\u0000demo',
  '\ud800',
  'a\udc00b',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  'x'.repeat(200_000),
  1e20,
  1e308,
  -1,
  -0.01,
  12.345,
  2 ** 53 + 1,
  'usd',
  '€€€',
  '123',
  '',
  '   ',
  null,
  true,
  {},
  [],
  { nested: { deeper: ['\u0000'] } },
  Array.from({ length: 2000 }, (_, i) => `v${i}@vendor.test`),
  "'; DROP TABLE invoices; --",
  '../../../etc/passwd',
  '%00',
  '1e20',
];

// Every [path, value] of a JSON value, so any field at any depth can be broken.
const paths = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, i) => paths(item, [...at, i]))];
  if (value && typeof value === 'object') {
    return [at, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))];
  }
  return [at];
};

const setAt = (value: unknown, at: (string | number)[], replacement: unknown): unknown => {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, replacement);
  return copy;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

type Breaker = (request: GeneratedRequest, pick: number, nasty: unknown) => GeneratedRequest;

const breakers: Record<string, Breaker> = {
  bodyField: (request, pick, nasty) => {
    if (!request.operation.body) return request;
    const all = paths(request.body);
    const at = all[pick % all.length] ?? [];
    return { ...request, body: setAt(request.body, at, nasty), broken: `body.${at.join('.')}` };
  },
  dropRequired: (request, pick) => {
    const required = request.operation.body?.required ?? [];
    const key = required[pick % Math.max(required.length, 1)];
    if (!key || !request.body || typeof request.body !== 'object') return request;
    const { [key]: _dropped, ...rest } = request.body as Record<string, unknown>;
    return { ...request, body: rest, broken: `without ${key}` };
  },
  pathParam: (request, pick, nasty) => {
    const name =
      request.operation.pathParams[pick % Math.max(request.operation.pathParams.length, 1)];
    if (!name) return request;
    return {
      ...request,
      // An empty id would name another route (the list), not a broken id.
      params: { ...request.params, [name]: asText(nasty) || ' ' },
      broken: `path ${name}`,
    };
  },
  queryParam: (request, pick, nasty) => {
    const names = Object.keys(request.operation.query);
    const name = names[pick % Math.max(names.length, 1)] ?? 'unexpected';
    return {
      ...request,
      query: { ...request.query, [name]: asText(nasty) },
      broken: `query ${name}`,
    };
  },
  invalidJson: (request, pick) => {
    if (!request.operation.body) return request;
    const texts = ['{"invoice_id": ', '{"a":1}}', '\u0000', '[1,2', '{"x":"\\ud800"', 'null'];
    return { ...request, rawBody: texts[pick % texts.length], broken: 'body text' };
  },
};

const queryArbitrary = (operation: OpenApiOperation, hints: Hints) =>
  fc.record(
    Object.fromEntries(
      Object.entries(operation.query).map(([name, schema]) => [
        name,
        arbitraryFor(schema, hints, name).map(asText),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;

/** A well-formed request of the operation, generated from its schemas. */
const wellFormed = (operation: OpenApiOperation, hints: Hints): fc.Arbitrary<GeneratedRequest> =>
  fc
    .record({
      params: fc.record(
        Object.fromEntries(
          operation.pathParams.map((name) => [name, fc.constantFrom(...hints.ids)]),
        ),
      ),
      query: queryArbitrary(operation, hints),
      body: operation.body ? arbitraryFor(operation.body, hints) : fc.constant(undefined),
    })
    .map((parts) => ({ operation, ...(parts as Omit<GeneratedRequest, 'operation'>) }));

// The ways a request of this operation can be broken.
const applicableBreakers = (operation: OpenApiOperation): string[] => [
  ...(operation.body ? ['bodyField', 'bodyField', 'invalidJson'] : []),
  ...(operation.body?.required?.length ? ['dropRequired'] : []),
  ...(operation.pathParams.length ? ['pathParam', 'pathParam'] : []),
  'queryParam',
];

/**
 * Requests over every operation: about one in twelve well-formed, the rest broken in one part
 * (a field at any depth, a required field dropped, a path or query parameter, the JSON text).
 */
export const requestArbitrary = (operations: OpenApiOperation[], hints: Hints) =>
  fc
    .constantFrom(...operations)
    .chain((operation) =>
      fc.tuple(
        wellFormed(operation, hints),
        fc.constantFrom(...applicableBreakers(operation)),
        fc.nat(),
        fc.constantFrom(...NASTY_VALUES),
        fc.nat(11),
      ),
    )
    .map(([request, breaker, pick, nasty, keep]) =>
      keep > 0 ? (breakers[breaker] as Breaker)(request, pick, nasty) : request,
    );
