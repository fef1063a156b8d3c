/**
 * `pnpm extract <file> [--no-ocr] [--org "Name"]... [--llm-base-url URL --llm-model M]`
 * Prints what the assistant reads from an .eml, .pdf, .png/.jpg, .html, .txt or .xml file as
 * the contract's JSON (every field with its confidence and source) on stdout, and on stderr
 * the signs that chose each header field. No server needed.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type * as Readers from '../index';
import type { ExtractOptions } from '../types';
import { describeHeaderChoices } from './field-signs';

// The readers (pdf.js, OCR) load only once there is a file to read.
let readers: typeof Readers | undefined;
async function loadReaders(): Promise<typeof Readers> {
  const loaded = readers ?? (await import('../index'));
  readers = loaded;
  return loaded;
}

const USAGE =
  'usage: pnpm extract <file> [--no-ocr] [--org NAME]... [--llm-base-url URL --llm-model MODEL]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'no-ocr': { type: 'boolean', default: false },
      org: { type: 'string', multiple: true },
      'llm-base-url': { type: 'string' },
      'llm-model': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const file = positionals[0];
  if (values.help || !file) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  let bytes: Uint8Array;
  try {
    // `pnpm extract` at the repository root runs here from the package: paths are the caller's.
    bytes = new Uint8Array(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file)));
  } catch (error) {
    console.error(`extract: cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const baseURL = values['llm-base-url'] ?? process.env.EXTRACTION_LLM_BASE_URL;
  const model = values['llm-model'] ?? process.env.EXTRACTION_LLM_MODEL;
  const options: ExtractOptions = {
    ocr: !values['no-ocr'],
    ...(values.org ? { organizationNames: values.org } : {}),
    ...(baseURL && model
      ? {
          llm: {
            baseURL,
            model,
            ...(process.env.EXTRACTION_LLM_API_KEY
              ? { apiKey: process.env.EXTRACTION_LLM_API_KEY }
              : {}),
          },
        }
      : {}),
  };
  const { extractFromDocument, extractFromEmail } = await loadReaders();
  const started = performance.now();
  const isEmail = /\.eml$/i.test(file);
  const result = isEmail
    ? await extractFromEmail(bytes, options)
    : await extractFromDocument({ bytes, filename: basename(file) }, options);
  const { attachments, ...printable } = result;
  const output = {
    ...printable,
    attachments: attachments.map(({ bytes: content, ...rest }) => ({
      ...rest,
      size: content.length,
    })),
    elapsed_ms: Math.round(performance.now() - started),
  };
  console.log(JSON.stringify(output, null, 2));
  // Why each header value was chosen, for a person: on stderr, so stdout stays the JSON.
  for (const [index, invoice] of result.invoices.entries()) {
    console.error(`invoice ${index + 1}: the signs that chose each header field`);
    for (const line of describeHeaderChoices(invoice)) console.error(line);
  }
  return 0;
}

main()
  .then(async (code) => {
    await readers?.shutdownOcr();
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    await readers?.shutdownOcr();
    console.error(`extract: ${(error as Error).message}`);
    process.exitCode = 1;
  });
