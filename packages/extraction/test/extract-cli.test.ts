import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ExtractedInvoiceSchema } from '@ap/domain/contract';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../accuracy/measure';

const run = promisify(execFile);
const packageDir = join(import.meta.dirname, '..');
const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');
const cli = join(packageDir, 'src', 'cli', 'extract-cli.ts');

describe('the extract command line', () => {
  it('prints the contract JSON of a file, each field with its confidence', async () => {
    // An e-mail with an HTML invoice body: no PDF or OCR to load in a fresh process.
    const file = readdirSync(CORPUS_DIR).find((name) =>
      name.endsWith('-email-html-body.eml'),
    ) as string;
    const { stdout, stderr } = await run(tsx, [cli, join(CORPUS_DIR, file)], {
      cwd: packageDir,
      env: { ...process.env, INIT_CWD: '' },
    });
    const output = JSON.parse(stdout);
    expect(output.invoices).toHaveLength(1);
    const invoice = ExtractedInvoiceSchema.parse(output.invoices[0]);
    expect(invoice.document.kind).toBe('email_body');
    expect(invoice.total?.confidence).toBeGreaterThan(0.9);
    expect(output.skipped).toEqual([]);
    expect(output.attachments).toEqual([]);
    expect(output.subject).toBe('Your invoice');
    // For a person: the signs that chose each header field, on stderr beside the JSON.
    expect(invoice.total?.signs?.map((sign) => sign.what)).toContain('total label');
    expect(stderr).toMatch(/total\s+\S+ @[\d.]+\s+signs: total label \+1/);
    expect(stderr).toMatch(/vendor\s+.+signs: /);
  });

  it('fails with a clear message on a missing file or no argument', async () => {
    await expect(run(tsx, [cli, '/no/such/file.pdf'], { cwd: packageDir })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('cannot read /no/such/file.pdf'),
    });
    await expect(run(tsx, [cli], { cwd: packageDir })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: pnpm extract'),
    });
  });
});
