import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withLogContext } from '../../src/observability/log-context';
import { createLogger, logProcessWarnings } from '../../src/observability/logger';

const ACCOUNT = '000123456789';
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.payload.signature';

/** The lines a logger with the product's settings writes, parsed. */
const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(stream), lines, text: () => JSON.stringify(lines) };
};

describe('the logger (redaction declared once in observability/redaction.ts)', () => {
  it('censors tokens, headers, bank numbers and document text, at the top and one level down', () => {
    const { log, lines, text } = capture();
    log.info(
      {
        headers: { authorization: `Bearer ${TOKEN}`, cookie: 'sid=abc123456' },
        token: TOKEN,
        credentials: { access_token: TOKEN, refresh_token: TOKEN },
        vendor: { account_number: ACCOUNT, routing_number: '021000021', name: 'Northwind' },
        document: { text: `Invoice for account ${ACCOUNT}` },
        email: { body: `Pay ${ACCOUNT}` },
      },
      'something happened',
    );
    expect(text()).not.toContain(TOKEN);
    expect(text()).not.toContain(ACCOUNT);
    expect(text()).not.toContain('sid=abc123456');
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'something happened',
      vendor: { name: 'Northwind', account_number: '[redacted]' },
    });
  });

  it('logs a failed query by its statement, never its parameters', () => {
    const { log, text } = capture();
    const cause = new Error('duplicate key value violates unique constraint');
    const err = new DrizzleQueryError('update vendors set account_number = $1', [ACCOUNT], cause);
    log.error({ err }, 'request failed');
    expect(text()).toContain('update vendors set account_number = $1');
    expect(text()).toContain('duplicate key value');
    expect(text()).not.toContain(ACCOUNT);
  });

  it('puts the request or job fields on every line written inside it', async () => {
    const { log, lines } = capture();
    await withLogContext(
      () => ({ reqId: 'req-1', orgId: 'org_demo' }),
      async () => {
        await Promise.resolve();
        log.warn('deep inside');
      },
    );
    log.warn('outside');
    expect(lines[0]).toMatchObject({ reqId: 'req-1', orgId: 'org_demo', name: 'api' });
    expect(lines[1]?.reqId).toBeUndefined();
  });

  it("writes Node's own warnings as JSON lines, not Node's plain text on stderr", async () => {
    const { log, lines } = capture();
    const listeners = process.listeners('warning');
    logProcessWarnings(log);
    try {
      process.emitWarning('Calling client.query() while it runs a query', 'DeprecationWarning');
      await new Promise((next) => setImmediate(next));
      expect(process.listenerCount('warning')).toBe(1);
    } finally {
      process.removeAllListeners('warning');
      for (const listener of listeners) process.on('warning', listener);
    }
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        warning: expect.objectContaining({ name: 'DeprecationWarning' }),
        msg: 'node: DeprecationWarning: Calling client.query() while it runs a query',
      }),
    ]);
  });
});
