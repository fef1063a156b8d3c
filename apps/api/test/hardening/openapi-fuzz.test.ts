import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchOperation } from '../../src/auth/operation-matcher';
import { createApiClient } from '../support/api-client';
import {
  type GeneratedRequest,
  type OpenApiOperation,
  requestArbitrary,
} from '../support/broken-requests';
import { startFakeServices } from '../support/fake-services';
import type { JsonSchema } from '../support/json-schema-arbitrary';
import { DEMO_ORG, startTestServer, type TestServer } from '../support/test-server';

// FUZZ_RUNS sets the count: the suite runs 1,000 (about 7 requests an operation; most of the
// time goes to reading the state back after each refused change); FUZZ_RUNS=20000 for a longer hunt.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const SEED = 20_261_123;
/** Node's default limit of a request's head (--max-http-header-size). */
const NODE_MAX_HEADER_BYTES = 16 * 1024;
const STACK_TRACE = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\.[cm]?[jt]s:\d+|\bError: /;

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema: JsonSchema }[];
        requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
      }
    >
  >;
};

const operationsOf = (doc: OpenApiDocument): OpenApiOperation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
      ),
      body: op.requestBody?.content['application/json'].schema,
    })),
  );

// A lone surrogate has no UTF-8 form: it goes out as the bytes a careless client would send.
const encodePart = (text: string) =>
  [...text].map((char) => (/\p{Cs}/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');

const urlOf = (request: GeneratedRequest) => {
  const path = request.operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodePart(request.params[name] ?? ''),
  );
  const query = Object.entries(request.query)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
};

/** Whether the shared contract refuses the request (so the server must answer 4xx). */
const contractRefuses = (request: GeneratedRequest): boolean => {
  const matched = matchOperation(request.operation.method, request.operation.path);
  if (!matched) return false;
  const { operation } = matched;
  if (request.rawBody !== undefined) return Boolean(operation.body);
  const fails = (
    schema: { safeParse: (v: unknown) => { success: boolean } } | undefined,
    v: unknown,
  ) => (schema ? !schema.safeParse(v).success : false);
  return (
    fails(operation.params, request.params) ||
    fails(operation.query, request.query) ||
    fails(operation.body, request.body)
  );
};

/** The records a path's {id} names: the paths of changes to one record. */
const COLLECTIONS = {
  invoices: /^\/api\/(?:admin\/)?invoices\/\{id\}/,
  vendors: /^\/api\/(?:admin\/)?vendors\/\{id\}/,
  tasks: /^\/api\/tasks\/\{id\}/,
  members: /^\/api\/organization\/members\/\{id\}/,
  skippedDocuments: /^\/api\/skipped-documents\/\{id\}/,
  readingRules: /^\/api\/vendor-reading-rules\/\{id\}/,
};
type Collection = keyof typeof COLLECTIONS;
const collectionOf = (path: string) =>
  (Object.keys(COLLECTIONS) as Collection[]).find((name) => COLLECTIONS[name].test(path));

// Bad requests generated from the OpenAPI document of the real server: each answers a clear 4xx.
describe('every operation of the OpenAPI document, with generated and broken requests', () => {
  let fake: Awaited<ReturnType<typeof startFakeServices>>;
  let server: TestServer;
  let api: ReturnType<typeof createApiClient>;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeServices();
    // No job runs in this server: the assistant's review an accepted change sets off would
    // change the state between two of the comparisons below, whenever it happened to run.
    server = await startTestServer('default', { ...fake.env, JOBS_IN_PROCESS: 'false' });
    token = await server.mint({ activeOrg: { ...DEMO_ORG, role: 'Owner' } });
    api = createApiClient(server.baseUrl, token);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  /** Sends one request as it is; redirects (the OAuth callbacks) are answers, not followed. */
  const sendOnce = async (request: GeneratedRequest) => {
    const body =
      request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const response = await fetch(new URL(urlOf(request), server.baseUrl), {
      method: request.operation.method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
      redirect: 'manual',
    });
    return { status: response.status, body: await response.text() };
  };

  const isReset = (err: unknown) =>
    /other side closed|ECONNRESET|EPIPE|UND_ERR_SOCKET/.test(
      `${err} ${(err as { cause?: unknown }).cause}`,
    );

  /**
   * Node answers a request head over its 16 KB limit with 431 and closes the connection at once:
   * a client still writing may see the connection reset instead of the answer. Such a request
   * is sent again on a new connection; one the reset keeps from every try counts as the 431 it
   * was. A server that died refuses the new connection, which still fails the test.
   */
  const send = async (request: GeneratedRequest) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await sendOnce(request);
      } catch (err) {
        if (!isReset(err)) throw err;
        if (attempt < 3) continue;
        if (urlOf(request).length > NODE_MAX_HEADER_BYTES) return { status: 431, body: '' };
        throw err;
      }
    }
  };

  /** What the organisation holds, as the API shows it. */
  const snapshot = async () => {
    const reads = [
      // The invoice list answers from its cache while nothing changed.
      '/api/invoices/',
      '/api/admin/vendors',
      '/api/tasks',
      '/api/threads?limit=100',
      '/api/organization/settings/',
      '/api/moov/status',
      '/api/gmail/oauth/account',
      '/api/quickbooks/oauth/account',
    ];
    // The client's pool may hand a read the socket a 431 just closed: read again on a new one.
    const read = async (path: string, attempt = 1): Promise<unknown> => {
      try {
        return (await api.get(path)).body;
      } catch (err) {
        if (!isReset(err) || attempt >= 3) throw err;
        return read(path, attempt + 1);
      }
    };
    return Promise.all(reads.map((path) => read(path)));
  };

  it(`answers ${RUNS} requests with no 5xx, no stack trace, and refused ones change nothing`, async () => {
    const doc = (await api.get<OpenApiDocument>('/api/openapi.json')).body;
    const operations = operationsOf(doc);
    const seen = await snapshot();
    const ids = [
      ...new Set([
        ...(seen[0] as { id: string }[]).map((i) => i.id),
        ...(seen[1] as { id: string }[]).map((v) => v.id),
        ...(seen[2] as { id: string }[]).map((t) => t.id),
        ...(seen[3] as { id: string }[]).map((t) => t.id),
        'missing_id',
      ]),
    ];
    // Every record the organisation holds at the start, by collection.
    const vendorIds = (seen[1] as { id: string }[]).map((v) => v.id);
    const [members, skipped, ...rules] = await Promise.all([
      api.get<{ members: { user_id: string }[] }>('/api/organization/members'),
      api.get<{ documents: { id: string }[] }>('/api/skipped-documents'),
      ...vendorIds.map((id) =>
        api.get<{ rules: { id: string }[] }>(`/api/vendors/${id}/reading-rules`),
      ),
    ]);
    const existing: Record<Collection, Set<string>> = {
      invoices: new Set((seen[0] as { id: string }[]).map((i) => i.id)),
      vendors: new Set(vendorIds),
      tasks: new Set((seen[2] as { id: string }[]).map((t) => t.id)),
      members: new Set(members.body.members.map((member) => member.user_id)),
      skippedDocuments: new Set(skipped.body.documents.map((document) => document.id)),
      readingRules: new Set(rules.flatMap((answer) => answer.body.rules.map((rule) => rule.id))),
    };
    /**
     * A change to an id that never existed in its collection ("missing_id", a task's id in an
     * invoice's path) that the server must refuse (404): like a request the contract refuses, it
     * needs no comparison of its own before the next one. Should the server accept it after
     * all, the state is compared at once, and it must not have changed either.
     */
    const namesNoSuchRecord = (request: GeneratedRequest) => {
      const collection = collectionOf(request.operation.path);
      const id = request.params.id;
      return (
        collection !== undefined &&
        id !== undefined &&
        /^[\w-]+$/.test(id) &&
        !existing[collection].has(id)
      );
    };
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    // The state every refused request must leave as it is; undefined after an accepted change.
    let baseline: unknown[] | undefined = seen;
    let refusedSinceBaseline = 0;
    let persistenceChecks = 0;
    const checkUnchanged = async (what: string) => {
      const now = await snapshot();
      persistenceChecks += 1;
      if (baseline && JSON.stringify(now) !== JSON.stringify(baseline)) {
        failures.push(`state changed: ${what}`);
      }
      baseline = now;
      refusedSinceBaseline = 0;
    };

    await fc.assert(
      fc.asyncProperty(requestArbitrary(operations, { ids }), async (request) => {
        const refusedByContract = contractRefuses(request);
        const mutating = request.operation.method !== 'GET';
        const noSuchRecord = mutating && !refusedByContract && namesNoSuchRecord(request);
        if (!refusedByContract && !noSuchRecord && mutating && refusedSinceBaseline > 0) {
          // This one may change state: first check the refused ones before it changed nothing.
          await checkUnchanged('by refused requests');
        }
        if ((refusedByContract || mutating) && !baseline) baseline = await snapshot();
        const answer = await send(request);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const label = `${request.operation.method} ${request.operation.path} ${request.broken ?? 'well-formed'}`;
        const text = answer.body;
        if (answer.status >= 500) failures.push(`${answer.status} ${label}: ${text.slice(0, 200)}`);
        if (STACK_TRACE.test(text ?? '')) failures.push(`stack trace ${label}`);
        if (refusedByContract && (answer.status < 400 || answer.status >= 500)) {
          failures.push(`contract refuses but answered ${answer.status}: ${label}`);
        }
        // An approval whose execution fails is not refused: the task is recorded `failed` with
        // its message (422, or 502 when a service failed).
        const executionFailed =
          /\/approve$/.test(request.operation.path) && [422, 502].includes(answer.status);
        if (refusedByContract || (noSuchRecord && answer.status >= 400)) refusedSinceBaseline += 1;
        else if (noSuchRecord)
          await checkUnchanged(`by ${label} on a record that does not exist (${answer.status})`);
        else if (mutating && answer.status >= 400 && !executionFailed)
          await checkUnchanged(`by a refused ${label} (${answer.status} ${text.slice(0, 120)})`);
        else if (mutating) baseline = undefined;
        if (refusedSinceBaseline >= 500) await checkUnchanged('by refused requests');
        return true;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    if (refusedSinceBaseline > 0) await checkUnchanged('by refused requests');

    const count = [...statuses.values()].reduce((a, b) => a + b, 0);
    const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
    console.info(
      `[openapi-fuzz] ${count} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ${fiveHundreds} 5xx; ${persistenceChecks} state comparisons`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(count).toBe(RUNS);
  }, 600_000);
});
