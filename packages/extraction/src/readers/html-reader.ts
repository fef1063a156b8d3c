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

/**
 * HTML to lines of cells: block elements end a line, table cells become cells, so an HTML
 * invoice reads like a PDF one. Scripts and styles are dropped; nothing is executed.
 */
export function readHtml(html: string): TextLayout {
  const inputs: LineInput[] = [];
  let cells: string[] = [];
  let current = '';
  let skipping = 0;
  const endCell = () => {
    if (current.trim()) cells.push(current.replace(/\s+/g, ' ').trim());
    current = '';
  };
  const endLine = () => {
    endCell();
    if (cells.length) {
      let x = 0;
      const lineCells: Cell[] = cells.map((text) => {
        const cell = { text, x0: x, x1: x + text.length, fontSize: 10 };
        x += text.length + 3;
        return cell;
      });
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
        else if (CELLS.has(name)) endCell();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return buildLayout(inputs, 0, false);
}
