import type { Cell } from '../layout/text-layout';
import { addressLines, blockBelow, emailIn, joinAddress, median } from './blocks';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import { looksLikeName } from './party-names';
import type { Found } from './source';
import { sourceOf } from './source';

export type PartyFound = {
  name: Found<string> | null;
  address: Found<string> | null;
  email: Found<string> | null;
  /** Cells of the block, so the vendor search can leave them out. */
  cells: Set<Cell>;
};

// Legal forms that end company names (the dot is optional: "Ltd", "Ltd.", "B.V.").
export function readBillTo(context: FieldContext): PartyFound {
  const empty: PartyFound = { name: null, address: null, email: null, cells: new Set() };
  for (const { hit } of labelCandidates(context, 'billTo')) {
    const labelCell = hit.line.cells[hit.cellIndex] as Cell;
    let block = blockBelow(context.layout, { line: hit.line, cell: labelCell }, context.labelled);
    // A window envelope prints the sender in small type above the recipient: not the recipient.
    const bodySize = median(context.layout.lines.map((line) => line.fontSize));
    block = block.filter(
      (placed, index) =>
        index > 0 || !context.layout.positioned || placed.cell.fontSize >= bodySize * 0.75,
    );
    if (hit.rest) block = [{ line: hit.line, cell: { ...labelCell, text: hit.rest } }, ...block];
    else {
      const right = hit.line.cells[hit.cellIndex + 1];
      if (block.length === 0 && right && !context.labelled.has(right))
        block = [{ line: hit.line, cell: right }];
    }
    const first = block[0];
    if (!first || !looksLikeName(first.cell.text)) continue;
    const rest = block.slice(1);
    return {
      name: {
        value: first.cell.text.trim(),
        confidence: hit.rest ? 0.85 : 0.82,
        source: sourceOf(first.line, first.cell.text.trim(), first.cell),
      },
      address: joinAddress(addressLines(rest)),
      email: emailIn(rest),
      cells: new Set([labelCell, ...block.map((placed) => placed.cell)]),
    };
  }
  return empty;
}
