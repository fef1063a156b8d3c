import type { Cell, Line } from '../layout/text-layout';
import type { PartyFound } from './bill-to';
import {
  addressLines,
  blockBelow,
  EMAIL_PATTERN,
  joinAddress,
  median,
  type Placed,
} from './blocks';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import { isOrganization, LEGAL_SUFFIX, looksLikeName, normalizeName } from './party-names';
import { clamp, type Found, sourceOf } from './source';

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
