/** Prints the lines and cells a document was read into (for looking into a miss). */
import { readFileSync } from 'node:fs';
import { layoutFromPlainText } from '../src/layout/text-layout';
import { readHtml } from '../src/readers/html-reader';
import { readPdf } from '../src/readers/pdf-reader';

const file = process.argv[2] as string;
const bytes = new Uint8Array(readFileSync(file));
const layout = file.endsWith('.pdf')
  ? (await readPdf(bytes)).layout
  : file.endsWith('.html')
    ? readHtml(new TextDecoder().decode(bytes))
    : layoutFromPlainText(new TextDecoder().decode(bytes));
for (const line of layout.lines)
  console.log(
    `${line.page ?? '-'} ${line.box ? line.box.map((v) => Math.round(v)).join(',') : ''} | ${line.cells.map((cell) => `${cell.text}@${Math.round(cell.x0)}`).join(' ‖ ')}`,
  );
