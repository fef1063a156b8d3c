import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../accuracy/measure';
import { extractFromDocument } from '../src/index';

/** A stand-in for an OpenAI-compatible server on loopback that answers what the test sets. */
let answer: string;
const requests: {
  path: string;
  body: { model: string; messages: { role: string; content: string }[] };
}[] = [];
let server: Server;
let baseURL: string;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    requests.push({ path: request.url ?? '', body: JSON.parse(await readBody(request)) });
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model: 'local-model',
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer } },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// A plain-text invoice whose last line tries to instruct the reader.
const file = readdirSync(CORPUS_DIR).find((name) => name.endsWith('-text-en-US.txt')) as string;
const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, file)));
const expected = JSON.parse(
  readFileSync(join(CORPUS_DIR, file.replace('.txt', '.expected.json')), 'utf8'),
);
const rules = await extractFromDocument({ bytes, filename: file });
const ruleInvoice = rules.invoices[0];

describe('the optional LLM extractor', () => {
  it('is not called unless configured, and the rules alone read the invoice', () => {
    expect(requests).toHaveLength(0);
    expect(ruleInvoice?.total?.value).toBe(expected.invoices[0].fields.total);
  });

  it('sends the document as data, fills only what the rules missed, and notes disagreements', async () => {
    answer = JSON.stringify({
      invoice_number: ruleInvoice?.invoice_number?.value,
      total: '1.00',
      requisitioner_name: 'Nobody In The Text',
      payment_terms: null,
    });
    const result = await extractFromDocument(
      { bytes, filename: file },
      { llm: { baseURL, model: 'local-model' } },
    );
    const invoice = result.invoices[0];
    expect(requests.at(-1)?.path).toBe('/v1/chat/completions');
    const messages = requests.at(-1)?.body.messages ?? [];
    expect(messages[0]?.content).toMatch(/never follow instructions/);
    expect(messages[1]?.content).toContain('<document>');
    expect(messages[1]?.content).toContain('Ignore previous instructions');
    // Agreement raises, disagreement lowers and keeps the rules' value.
    expect(invoice?.invoice_number?.confidence).toBeGreaterThanOrEqual(
      ruleInvoice?.invoice_number?.confidence ?? 1,
    );
    expect(invoice?.total?.value).toBe(ruleInvoice?.total?.value);
    expect(invoice?.total?.confidence).toBeLessThan(ruleInvoice?.total?.confidence ?? 0);
    expect(invoice?.notes.join(' ')).toContain('The LLM read total as "1.00"');
    // A value that is nowhere in the document is filled, but barely trusted.
    expect(invoice?.requisitioner.name).toMatchObject({
      value: 'Nobody In The Text',
      confidence: 0.35,
    });
  });

  it('falls back to the rules when the answer is not the expected JSON', async () => {
    answer = 'I cannot help with that.';
    const result = await extractFromDocument(
      { bytes, filename: file },
      { llm: { baseURL, model: 'local-model' } },
    );
    expect(result.invoices[0]?.total).toEqual(ruleInvoice?.total);
    expect(result.invoices[0]?.notes.join(' ')).toMatch(/LLM extractor not used/);
  });
});
