import { Parser } from 'htmlparser2';
import {
  buildLayout,
  type Cell,
  cellsFromPlainLine,
  type LineInput,
  type TextLayout,
} from '../layout/text-layout';

const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'tr',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'section',
  'header',
  'footer',
  'address',
  'blockquote',
  'hr',
  'ul',
  'ol',
  'article',
]);
const CELLS = new Set(['td', 'th']);
const SKIPPED = new Set(['script', 'style', 'head', 'title', 'noscript', 'template']);
// Where a line's n-th cell starts: n columns this wide, wider than any cell's text, so a row's
// cells stand right under the header cells of their columns.
const COLUMN = 1000;

/**
 * HTML to lines of cells: block elements end a line, table cells become cells, so an HTML
 * invoice reads like a PDF one. Scripts and styles are dropped; nothing is executed.
 */
export function readHtml(html: string): TextLayout {
  const inputs: LineInput[] = [];
  let cells: string[] = [];
  let current = '';
  let skipping = 0;
  // A table cell, empty or not, ends where its tag closes: kept empty so each row's cells stand
  // at their column's place, under the header's (a row leaving its discount cell empty).
  const endCell = (closingCell = false) => {
    if (current.trim() || closingCell) cells.push(current.replace(/\s+/g, ' ').trim());
    current = '';
  };
  const endLine = () => {
    endCell();
    const filled = cells.flatMap((text, column) => (text ? [{ text, column }] : []));
    if (filled.length) {
      const lineCells: Cell[] = filled.map(({ text, column }) => ({
        text,
        x0: column * COLUMN,
        x1: column * COLUMN + text.length,
        fontSize: 10,
      }));
      inputs.push({
        cells: lineCells.length === 1 ? cellsFromPlainLine(lineCells[0]?.text ?? '') : lineCells,
      });
    }
    cells = [];
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        else if (BLOCKS.has(name)) endLine();
        else if (CELLS.has(name)) endCell();
      },
      ontext(text) {
        if (skipping === 0) current += text;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCKS.has(name)) endLine();
        else if (CELLS.has(name)) endCell(true);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return buildLayout(inputs, 0, false);
}
