import type { Cell } from '../layout/text-layout';
import { addressLines, blockBelow, emailIn, joinAddress, median, type Placed } from './blocks';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import { ADDRESSEE, looksLikeName, nameBeforeDetails, withoutAddressee } from './party-names';
import type { Found } from './source';
import { sourceOf } from './source';

export type PartyFound = {
  name: Found<string> | null;
  address: Found<string> | null;
  email: Found<string> | null;
  /** Cells of every customer block (bill-to, buyer, ship-to), so the vendor search leaves them out. */
  cells: Set<Cell>;
};

/** The block a bill-to label heads: the text after it, or the lines under it. */
function blockOf(context: FieldContext, hit: ReturnType<typeof labelCandidates>[number]['hit']) {
  const labelCell = hit.line.cells[hit.cellIndex] as Cell;
  let block = blockBelow(context.layout, { line: hit.line, cell: labelCell }, context.labelled);
  // A window envelope prints the sender in small type above the recipient: not the recipient.
  const bodySize = median(context.layout.lines.map((line) => line.fontSize));
  block = block.filter(
    (placed, index) =>
      index > 0 || !context.layout.positioned || placed.cell.fontSize >= bodySize * 0.75,
  );
  // The line-item table under a customer's line is not its address.
  const table = block.findIndex((placed) => context.tableCells.has(placed.cell));
  if (table >= 0) block = block.slice(0, table);
  if (hit.rest) block = [{ line: hit.line, cell: { ...labelCell, text: hit.rest } }, ...block];
  else {
    const right = hit.line.cells[hit.cellIndex + 1];
    if (block.length === 0 && right && !context.labelled.has(right))
      block = [{ line: hit.line, cell: right }];
  }
  return { labelCell, block };
}

/** The customer: the party under a bill-to (buyer, client, Odběratel, 购买方...) label. */
export function readBillTo(context: FieldContext): PartyFound {
  const found: PartyFound = { name: null, address: null, email: null, cells: new Set() };
  for (const { hit } of labelCandidates(context, 'billTo')) {
    const { labelCell, block } = blockOf(context, hit);
    found.cells.add(labelCell);
    for (const placed of block) found.cells.add(placed.cell);
    const first = block[0];
    const value = first ? nameBeforeDetails(withoutAddressee(first.cell.text)) : '';
    if (found.name || !first || !looksLikeName(value)) continue;
    found.name = {
      value,
      confidence: hit.rest ? 0.85 : 0.82,
      source: sourceOf(first.line, value, first.cell),
    };
    const rest = block.slice(1);
    found.address = joinAddress(addressLines(rest));
    found.email = emailIn(rest);
  }
  // A customer addressed by name ("Herrn ...", "株式会社... 御中") with no label above it.
  for (const line of context.layout.lines.slice(0, 40)) {
    for (const cell of line.cells) {
      // A table's header cell ("Sr. | Description of Goods") addresses no one.
      if (!ADDRESSEE.test(cell.text.trim()) || context.tableCells.has(cell)) continue;
      found.cells.add(cell);
      const block: Placed[] = blockBelow(context.layout, { line, cell }, context.labelled, 4);
      for (const placed of block) found.cells.add(placed.cell);
      // "Firma" or "Monsieur" alone on its line: the name is the line under it.
      const named = withoutAddressee(cell.text) ? { line, cell } : block[0];
      const value = named ? withoutAddressee(named.cell.text) : '';
      if (!found.name && named && looksLikeName(value))
        found.name = { value, confidence: 0.75, source: sourceOf(named.line, value, named.cell) };
    }
  }
  return found;
}
