/** A JSON schema as the server's OpenAPI 3.1 document carries it (the parts read here). */
type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minItems?: number;
  default?: unknown;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
};
type OpenApiOperation = {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
};

export type DocumentedOperation = {
  method: string;
  /** As documented, e.g. /api/tasks/{id}/approve. */
  path: string;
  authenticated: boolean;
  pathParams: string[];
  bodySchema: Schema | undefined;
};

export const documentedOperations = (doc: OpenApiDocument): DocumentedOperation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      authenticated: (op.security ?? []).length > 0,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      bodySchema: op.requestBody?.content?.['application/json']?.schema,
    })),
  );

// Strings a pattern may want, tried in order.
const STRING_CANDIDATES = ['USD', 'ap@acme.test', '2026-01-15', 'sample', '1'];

/**
 * The smallest valid value of a schema: required properties only, one item per list, the
 * first enum value, a string matching the pattern. `idFor` fills properties named *_id.
 */
export const sampleOf = (
  doc: OpenApiDocument,
  schema: Schema | undefined,
  idFor: (property: string) => string | undefined,
  property = '',
): unknown => {
  if (!schema) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return sampleOf(doc, doc.components?.schemas?.[name], idFor, property);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const nonNull = choice.find((s) => s.type !== 'null') ?? choice[0];
    return sampleOf(doc, nonNull, idFor, property);
  }
  if (schema.allOf?.[0]) return sampleOf(doc, schema.allOf[0], idFor, property);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      (schema.required ?? []).map((key) => [
        key,
        sampleOf(doc, schema.properties?.[key], idFor, key),
      ]),
    );
  }
  if (type === 'array') {
    return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
      sampleOf(doc, schema.items, idFor, property),
    );
  }
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (property.endsWith('_id')) {
    const id = idFor(property);
    if (id) return id;
  }
  if (schema.format === 'email') return 'ap@acme.test';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T00:00:00.000Z';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return STRING_CANDIDATES.find((c) => pattern.test(c)) ?? 'sample';
  }
  return 'ap@acme.test';
};
