import type { Cell, Line } from '../layout/text-layout';
import {
  addressLines,
  blockBelow,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  type Placed,
  URL_PATTERN,
} from './blocks';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import { DOCUMENT_TITLES } from './labels';
import { clamp, type Found, sourceOf } from './source';

export type PartyFound = {
  name: Found<string> | null;
  address: Found<string> | null;
  email: Found<string> | null;
  /** Cells of the block, so the vendor search can leave them out. */
  cells: Set<Cell>;
};

// Legal forms that end company names (the dot is optional: "Ltd", "Ltd.", "B.V.").
const LEGAL_SUFFIX =
  /(?<![\p{L}])(?:inc|llc|l\.l\.c|ltd|limited|corp|corporation|co\.|company|gmbh|ag|kg|ohg|ug|e\.k|sarl|s\.a\.r\.l|sas|s\.a\.s|b\.v|bv|n\.v|nv|s\.l|s\.a|srl|s\.r\.l|s\.p\.a|spa|plc|llp|pty|gbr)(?:\.|(?![\p{L}]))/iu;

export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(LEGAL_SUFFIX, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function isOrganization(name: string, organizationNames: string[]): boolean {
  const normalized = normalizeName(name);
  return organizationNames.some((org) => {
    const other = normalizeName(org);
    return other !== '' && (normalized === other || normalized.includes(other));
  });
}

/** Could this text be a person's or company's name? */
export function looksLikeName(text: string): boolean {
  const value = text.trim();
  if (value.length < 2 || value.length > 70) return false;
  if (
    !/\p{L}{2}/u.test(value) ||
    EMAIL_PATTERN.test(value) ||
    URL_PATTERN.test(value) ||
    PHONE_PATTERN.test(value)
  )
    return false;
  if (DOCUMENT_TITLES.test(value)) return false;
  const digits = value.match(/\d/g)?.length ?? 0;
  return digits <= 2;
}

function joinAddress(lines: Placed[]): Found<string> | null {
  const [first] = lines;
  if (!first || lines.length === 0) return null;
  const value = lines.map(({ cell }) => cell.text.trim()).join(', ');
  const source = sourceOf(first.line, first.cell.text, first.cell);
  const last = lines[lines.length - 1] as Placed;
  if (source.box && last.line.box)
    source.box = [
      source.box[0],
      source.box[1],
      Math.max(source.box[2], last.cell.x1),
      last.line.box[3],
    ];
  source.text = value;
  return { value, confidence: 0.75, source };
}

function emailIn(block: Placed[]): Found<string> | null {
  for (const { line, cell } of block) {
    const email = EMAIL_PATTERN.exec(cell.text)?.[0];
    if (email)
      return { value: email.toLowerCase(), confidence: 0.8, source: sourceOf(line, email, cell) };
  }
  return null;
}

/** The party under a "Bill to" label: name on the first line, the address after it. */
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

export type VendorCandidate = Found<string> & { placed: Placed; why: string };

function candidateFrom(placed: Placed, confidence: number, why: string): VendorCandidate {
  const value = placed.cell.text.trim().replace(/[,;:]+$/, '');
  return {
    value,
    confidence: clamp(confidence),
    source: sourceOf(placed.line, value, placed.cell),
    placed,
    why,
  };
}

/** Names the document gives the seller, strongest first. */
export function vendorNameCandidates(
  context: FieldContext,
  excluded: Set<Cell>,
): VendorCandidate[] {
  const candidates: VendorCandidate[] = [];
  const usable = (placed: Placed) =>
    !excluded.has(placed.cell) &&
    !context.tableCells.has(placed.cell) &&
    looksLikeName(placed.cell.text) &&
    !isOrganization(placed.cell.text, context.organizationNames);
  for (const [field, confidence] of [
    ['vendor', 0.85],
    ['payee', 0.72],
  ] as const) {
    for (const { hit, candidates: values } of labelCandidates(context, field)) {
      const value = values[0];
      if (!value) continue;
      const placed = { line: value.line, cell: { ...value.cell, text: value.text } };
      if (usable(placed)) candidates.push(candidateFrom(placed, confidence, `label ${hit.label}`));
    }
  }
  // The letterhead: the largest text near the top of the first page.
  const firstPage = context.layout.lines.filter(
    (line) => (line.page ?? 1) === (context.layout.lines[0]?.page ?? 1),
  );
  const top = firstPage.slice(0, 12);
  const headCells = top
    .flatMap((line) => line.cells.map((cell) => ({ line, cell })))
    .filter(usable)
    .filter(({ cell }) => !context.labelled.has(cell));
  const largest = Math.max(0, ...headCells.map(({ cell }) => cell.fontSize));
  const bodySize = median(context.layout.lines.map((line) => line.fontSize));
  for (const placed of headCells) {
    const big =
      context.layout.positioned &&
      placed.cell.fontSize >= largest - 0.5 &&
      placed.cell.fontSize > bodySize * 1.15;
    const legal = LEGAL_SUFFIX.test(placed.cell.text);
    if (big || legal)
      candidates.push(
        candidateFrom(
          placed,
          big && legal ? 0.84 : big ? 0.78 : 0.7,
          big ? 'letterhead' : 'legal name at the top',
        ),
      );
  }
  if (!context.layout.positioned) {
    const first = headCells[0];
    if (first && !candidates.some((candidate) => candidate.why === 'legal name at the top'))
      candidates.push(candidateFrom(first, 0.55, 'first line'));
  }
  // A sender line or footer ("Acme GmbH · Hauptstr. 1 · Berlin"), or a legal name anywhere.
  for (const line of context.layout.lines) {
    for (const cell of line.cells) {
      if (context.labelled.has(cell) || excluded.has(cell)) continue;
      const segments = cell.text.split(/\s[·|•]\s/);
      const name = (segments[0] ?? '').split(/,\s/)[0] ?? '';
      const placed = { line, cell: { ...cell, text: name } };
      if (!usable(placed)) continue;
      if (segments.length > 2) candidates.push(candidateFrom(placed, 0.62, 'sender line'));
      else if (line.index >= 12 && LEGAL_SUFFIX.test(name))
        candidates.push(candidateFrom(placed, 0.6, 'legal name'));
    }
  }
  return candidates;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}

/** The vendor: the strongest name, surer when another part of the document names it too. */
export function readVendor(context: FieldContext, billTo: PartyFound) {
  const candidates = vendorNameCandidates(context, billTo.cells);
  let name: VendorCandidate | null = null;
  for (const candidate of candidates) {
    const key = normalizeName(candidate.value);
    const agreeing = candidates.filter(
      (other) => other !== candidate && normalizeName(other.value) === key,
    ).length;
    const score = clamp(candidate.confidence + Math.min(agreeing, 2) * 0.06);
    if (!name || score > name.confidence) name = { ...candidate, confidence: score };
  }
  const email = readVendorEmail(context, billTo);
  const phone = readVendorPhone(context, billTo);
  if (!name) {
    const sender = context.senderName;
    const usable =
      sender && looksLikeName(sender) && !isOrganization(sender, context.organizationNames);
    // Only the e-mail's sender names the vendor: a weak hint.
    const hint = usable ? { value: sender, confidence: 0.45, source: { text: sender } } : null;
    return { name: hint, address: null, email, phone };
  }
  const ownsBlock =
    ['letterhead', 'legal name at the top', 'first line'].includes(name.why) ||
    name.why.startsWith('label');
  const block = ownsBlock ? blockBelow(context.layout, name.placed, context.labelled, 4) : [];
  const address = joinAddress(addressLines(block).filter(({ cell }) => !billTo.cells.has(cell)));
  return {
    name: { value: name.value, confidence: name.confidence, source: name.source },
    address,
    email,
    phone,
  };
}

function readVendorEmail(context: FieldContext, billTo: PartyFound): Found<string> | null {
  const orgDomains = context.organizationNames.map((org) => normalizeName(org).replace(/\s+/g, ''));
  for (const line of context.layout.lines) {
    for (const cell of line.cells) {
      if (billTo.cells.has(cell)) continue;
      const email = EMAIL_PATTERN.exec(cell.text)?.[0];
      if (!email) continue;
      const domain = email.split('@')[1]?.toLowerCase() ?? '';
      if (orgDomains.some((org) => org && domain.replace(/\W/g, '').includes(org))) continue;
      if (isRequisitionerLine(context, line)) continue;
      return { value: email.toLowerCase(), confidence: 0.8, source: sourceOf(line, email, cell) };
    }
  }
  if (context.senderEmail)
    return { value: context.senderEmail, confidence: 0.5, source: { text: context.senderEmail } };
  return null;
}

function isRequisitionerLine(context: FieldContext, line: Line): boolean {
  return context.hits.some(
    (hit) => hit.field === 'requisitioner' && Math.abs(hit.line.index - line.index) <= 1,
  );
}

function readVendorPhone(context: FieldContext, billTo: PartyFound): Found<string> | null {
  for (const { hit, candidates } of labelCandidates(context, 'phone')) {
    if (billTo.cells.has(hit.line.cells[hit.cellIndex] as Cell)) continue;
    const value = candidates[0]?.text.trim();
    if (value && /^\+?[\d\s()./-]{7,20}$/.test(value) && candidates[0]) {
      return {
        value,
        confidence: 0.75,
        source: sourceOf(candidates[0].line, value, candidates[0].cell),
      };
    }
  }
  return null;
}
