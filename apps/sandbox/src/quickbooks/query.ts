import type { Entity } from './model';

type Condition = {
  field: string;
  op: '=' | '!=' | '<' | '>' | '<=' | '>=' | 'LIKE' | 'IN';
  values: Array<string | number | boolean>;
};

export type ParsedQuery = {
  entity: string;
  count: boolean;
  where: Condition[];
  orderBy?: { field: string; desc: boolean };
  startPosition: number;
  maxResults: number;
};

const literal = (raw: string): string | number | boolean => {
  const text = raw.trim();
  if (/^'.*'$/s.test(text)) return text.slice(1, -1).replace(/\\'/g, "'");
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return Number(text);
};

/** Intuit's query language as the product uses it: SELECT * | COUNT(*) FROM e [WHERE a AND b] [ORDERBY f] [STARTPOSITION n] [MAXRESULTS n]. */
export const parseQuery = (text: string): ParsedQuery | undefined => {
  const match = text
    .trim()
    .match(
      /^select\s+(.+?)\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+orderby\s+([\w.]+)(?:\s+(asc|desc))?)?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/is,
    );
  if (!match) return undefined;
  const [, select = '', entity = '', where, orderField, orderDir, start, max] = match;
  const conditions: Condition[] = [];
  for (const clause of where ? where.split(/\s+and\s+(?=(?:[^']*'[^']*')*[^']*$)/i) : []) {
    const c = clause.match(/^\s*([\w.]+)\s*(=|!=|<=|>=|<|>|\blike\b|\bin\b)\s*(.+?)\s*$/is);
    if (!c?.[1] || !c[2] || !c[3]) return undefined;
    const op = c[2].toUpperCase() as Condition['op'];
    const values =
      op === 'IN'
        ? c[3]
            .replace(/^\(|\)$/g, '')
            .split(/\s*,\s*/)
            .map(literal)
        : [literal(c[3])];
    conditions.push({ field: c[1], op, values });
  }
  return {
    entity,
    count: /^count\(\*\)$/i.test(select.trim()),
    where: conditions,
    ...(orderField
      ? { orderBy: { field: orderField, desc: orderDir?.toLowerCase() === 'desc' } }
      : {}),
    startPosition: Number(start ?? 1),
    maxResults: Math.min(Number(max ?? 100), 1000),
  };
};

const valueAt = (entity: Entity, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      entity,
    );

const likePattern = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`, 'i');

const holds = (entity: Entity, { field, op, values }: Condition): boolean => {
  const raw = valueAt(entity, field);
  // A reference (VendorRef, CustomerRef...) compares by its value, as in Intuit's queries.
  const actual = raw && typeof raw === 'object' && 'value' in raw ? raw.value : raw;
  const [first] = values;
  switch (op) {
    case '=':
      return String(actual).toLowerCase() === String(first).toLowerCase();
    case '!=':
      return String(actual).toLowerCase() !== String(first).toLowerCase();
    case 'LIKE':
      return likePattern(String(first)).test(String(actual ?? ''));
    case 'IN':
      return values.some((v) => String(v) === String(actual));
    case '<':
      return String(actual) < String(first);
    case '>':
      return String(actual) > String(first);
    case '<=':
      return String(actual) <= String(first);
    case '>=':
      return String(actual) >= String(first);
  }
};

export const runQuery = (query: ParsedQuery, entities: Entity[]) => {
  const matching = entities.filter((e) => query.where.every((condition) => holds(e, condition)));
  if (query.orderBy) {
    const { field, desc } = query.orderBy;
    matching.sort(
      (a, b) =>
        String(valueAt(a, field)).localeCompare(String(valueAt(b, field))) * (desc ? -1 : 1),
    );
  }
  return {
    total: matching.length,
    page: matching.slice(query.startPosition - 1, query.startPosition - 1 + query.maxResults),
  };
};
