/**
 * Prints field-level accuracy on the corpus, per field and per kind of document, and the share
 * of high-confidence fields that are wrong. `--verbose` lists every miss; `--no-ocr` skips scans.
 */
import { shutdownOcr } from '../src/index';
import { listCorpus, measureFile, summarize } from './measure';
import { formatReport } from './report';

const verbose = process.argv.includes('--verbose');
const skipOcr = process.argv.includes('--no-ocr');
const files = listCorpus((file) => !(skipOcr && file.expected.kind === 'scan'));
const outcomes = [];
for (const file of files) outcomes.push(await measureFile(file));
await shutdownOcr();
console.log(formatReport(summarize(outcomes), outcomes, verbose));
