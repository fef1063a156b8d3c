import type { Cell, Line } from '../layout/text-layout';
import { wordsFor } from '../vocabulary';
import type { PartyFound } from './bill-to';
import {
  addressLines,
  blockBelow,
  EMAIL_PATTERN,
  joinAddress,
  median,
  type Placed,
} from './blocks';
import { CONFIDENCE } from './confidence-policy';
import type { FieldContext } from './context';
import { labelCandidates } from './context';
import { readFapiaoParties } from './fapiao';
import {
  hasLegalForm,
  isOrganization,
  looksLikeName,
  nameBeforeDetails,
  normalizeName,
} from './party-names';
import { weigh } from './signs';
import { clamp, type Found, sourceOf } from './source';
import { domainsOf } from './vendor-evidence';
import { taxIdLines, type VendorCandidate, vendorSigns } from './vendor-signs';

// A name that quotes its own part keeps the closing quote: ООО «Ромашка», TOV "Dnipro".
const QUOTED_END = /(?:«[^»]*»|“[^”]*”|„[^“”]*[“”]|"[^"]*")$/u;

function candidateFrom(placed: Placed, confidence: number, why: string): VendorCandidate {
  // A name starts with a letter or digit: "-Acme" is a dash or speck before it.
  const name = placed.cell.text.trim().replace(/^[^\p{L}\p{N}]+/u, '');
  // It ends without a trailing comma or a stray closing quote (of “Acme Ltd”, its opening gone).
  const value = QUOTED_END.test(name) ? name : name.replace(/[,;:"”’»]+$/, '');
  return {
    value,
    confidence: clamp(confidence),
    source: sourceOf(placed.line, value, placed.cell),
    placed,
    why,
  };
}

// Who signs "For ACME LTD" under an invoice (common in India and the UK) issued it.
const SIGNED_FOR =
  /^(?:for\s+and\s+on\s+behalf\s+of|on\s+behalf\s+of|for|für|pour)\s+(.{3,60}?)\s*:?$/iu;

/** Names the document gives the seller, each with the reason it was taken. */
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
  const seller = readFapiaoParties(context.layout).seller;
  if (seller) candidates.push({ ...seller, why: 'seller block' });
  for (const [field, confidence] of [
    ['vendor', CONFIDENCE.vendor.sellerLabel],
    ['payee', CONFIDENCE.vendor.payeeLabel],
  ] as const) {
    for (const { hit, candidates: values } of labelCandidates(context, field)) {
      // "Dodavatel: | Adresát:" side by side: a cell ending in a colon is the next label.
      const value = values.find((candidate) => !/:\s*$/.test(candidate.text));
      if (!value) continue;
      const text = nameBeforeDetails(value.text);
      const placed = { line: value.line, cell: { ...value.cell, text } };
      // "Issued by" names the clerk as often as the company.
      const weight = /issued/i.test(hit.label) ? CONFIDENCE.vendor.issuedByLabel : confidence;
      if (usable(placed)) candidates.push(candidateFrom(placed, weight, `label ${hit.label}`));
    }
  }
  // The letterhead: the largest text near the top of the first page, a legal name there, and
  // failing both the first names printed at the top.
  const firstPage = context.layout.lines.filter(
    (line) => (line.page ?? 1) === (context.layout.lines[0]?.page ?? 1),
  );
  const allHeadCells = firstPage
    .slice(0, 12)
    .flatMap((line) => line.cells.map((cell) => ({ line, cell })));
  const headCells = allHeadCells.filter(usable).filter(({ cell }) => !context.labelled.has(cell));
  const largest = Math.max(0, ...headCells.map(({ cell }) => cell.fontSize));
  const bodySize = median(context.layout.lines.map((line) => line.fontSize));
  // Type that stands out: the largest, and not shared by half the header.
  const atLargest = allHeadCells.filter(({ cell }) => cell.fontSize >= largest - 0.5).length;
  let firstNames = 0;
  for (const found of headCells) {
    const placed = withWrappedLegalForm(found, context.layout.lines);
    const big =
      context.layout.positioned &&
      atLargest <= 3 &&
      placed.cell.fontSize >= largest - 0.5 &&
      placed.cell.fontSize > bodySize * 1.15;
    const legal = hasLegalForm(placed.cell.text);
    if (big || legal)
      candidates.push(
        candidateFrom(
          placed,
          big && legal
            ? CONFIDENCE.vendor.letterheadWithLegalForm
            : big
              ? CONFIDENCE.vendor.letterhead
              : CONFIDENCE.vendor.legalNameAtTop,
          big ? 'letterhead' : 'legal name at the top',
        ),
      );
    else if (firstNames < 3 && placed.line.index < 8) {
      candidates.push(
        candidateFrom(
          placed,
          CONFIDENCE.vendor.firstLine - firstNames * CONFIDENCE.vendor.firstLineStep,
          'first line',
        ),
      );
      firstNames += 1;
    }
  }
  // A sender line or footer ("Acme GmbH · Hauptstr. 1 · Berlin"), a signature ("For ACME"),
  // or a legal name anywhere.
  for (const line of context.layout.lines) {
    for (const cell of line.cells) {
      if (context.labelled.has(cell) || excluded.has(cell)) continue;
      const signed = SIGNED_FOR.exec(cell.text.trim())?.[1];
      if (signed && (hasLegalForm(signed) || signed === signed.toUpperCase())) {
        const placed = { line, cell: { ...cell, text: signed } };
        if (usable(placed))
          candidates.push(candidateFrom(placed, CONFIDENCE.vendor.signedFor, 'signed for'));
        continue;
      }
      const segments = cell.text.split(/\s[·|•–-]\s/);
      const name = (segments[0] ?? '').split(/,\s/)[0] ?? '';
      const placed = { line, cell: { ...cell, text: name } };
      if (!usable(placed)) continue;
      if (segments.length > 2)
        candidates.push(candidateFrom(placed, CONFIDENCE.vendor.senderLine, 'sender line'));
      else if (line.index >= 12 && hasLegalForm(name))
        candidates.push(candidateFrom(placed, CONFIDENCE.vendor.legalName, 'legal name'));
    }
  }
  return candidates;
}

/**
 * A name whose legal form wrapped onto the line below ("IMPEX HEALTHCARE PRIVATE" over
 * "LIMITED", other columns' lines between them): the whole name.
 */
function withWrappedLegalForm(placed: Placed, lines: Line[]): Placed {
  const box = placed.line.box;
  if (!box) return placed;
  const height = box[3] - box[1];
  for (const line of lines.slice(placed.line.index + 1, placed.line.index + 5)) {
    if (!line.box || line.page !== placed.line.page) break;
    if (line.box[1] - box[3] > height * 1.5) break;
    const under = line.cells.find((cell) => Math.abs(cell.x0 - placed.cell.x0) <= height);
    if (!under) continue;
    if (!hasLegalForm(under.text) || normalizeName(under.text) !== '') return placed;
    return {
      ...placed,
      cell: { ...placed.cell, text: `${placed.cell.text.trim()} ${under.text.trim()}` },
    };
  }
  return placed;
}

/** Cells no vendor comes from: the customer's blocks, ship-to blocks, the fapiao's buyer. */
function customerCells(context: FieldContext, billTo: PartyFound): Set<Cell> {
  const excluded = new Set(billTo.cells);
  for (const hit of context.hits) {
    if (hit.field !== 'other' || !/ship|deliver|liefer|livr|lever|entrega|teslim/i.test(hit.label))
      continue;
    const cell = hit.line.cells[hit.cellIndex] as Cell;
    for (const placed of blockBelow(context.layout, { line: hit.line, cell }, context.labelled))
      excluded.add(placed.cell);
  }
  const buyer = readFapiaoParties(context.layout).buyer;
  if (buyer) excluded.add(buyer.placed.cell);
  return excluded;
}

/**
 * The vendor, the party asking to be paid: the best-supported name. Each candidate's reason
 * gives a base confidence; the name printed again elsewhere, the domain of the document's
 * e-mail and web addresses (or of the e-mail's sender) matching it, raise it. The customer's
 * blocks and names, the receiving organisation, titles and slogans are never taken.
 */
export function readVendor(context: FieldContext, billTo: PartyFound) {
  const excluded = customerCells(context, billTo);
  const customer = billTo.name ? normalizeName(billTo.name.value) : '';
  const domains = domainsOf(context, excluded);
  const candidates = vendorNameCandidates(context, excluded)
    .filter((candidate) => !customer || normalizeName(candidate.value) !== customer)
    .map((candidate) =>
      context.certaintyOf
        ? { ...candidate, value: domainSpelling(candidate.value, domains) }
        : candidate,
    );
  const signs = vendorSigns({ context, domains, taxIdLines: taxIdLines(context, excluded) });
  let name: VendorCandidate | null = null;
  let best = 0;
  const bySigns = new Map(weigh(candidates, signs).map((each) => [each.candidate, each]));
  // In the order found: of two names that score alike, the first found stays.
  for (const candidate of candidates) {
    const { score: added, signs: shown } = bySigns.get(candidate) ?? { score: 0, signs: [] };
    const score = clamp(candidate.confidence + added);
    // On a scan, a name the OCR was unsure of (a logo read as "SSVW") weighs less; by the root
    // of its certainty, so a doubtful letter in a long legal name does not sink it.
    const certain = score * Math.sqrt(context.certaintyOf?.(candidate.source) ?? 1);
    if (!name || certain > best) {
      const reason = { what: candidate.why, weight: candidate.confidence };
      name = { ...candidate, confidence: score, signs: [reason, ...shown] };
      best = certain;
    }
  }
  const email = readVendorEmail(context, excluded);
  const phone = readVendorPhone(context, excluded);
  if (!name) {
    const sender = context.senderName;
    const usable =
      sender && looksLikeName(sender) && !isOrganization(sender, context.organizationNames);
    // Only the e-mail's sender names the vendor: a weak hint.
    const hint = usable
      ? { value: sender, confidence: CONFIDENCE.vendor.senderHint, source: { text: sender } }
      : null;
    return { name: hint, legalName: null, address: null, email, phone };
  }
  const ownsBlock =
    ['letterhead', 'legal name at the top', 'first line'].includes(name.why) ||
    name.why.startsWith('label');
  const block = ownsBlock ? blockBelow(context.layout, name.placed, context.labelled, 4) : [];
  const address = joinAddress(addressLines(block).filter(({ cell }) => !excluded.has(cell)));
  const names = tradingAndLegal(name.value);
  const legalName = names
    ? {
        value: names.legal,
        confidence: name.confidence,
        source: sourceOf(name.placed.line, names.legal, name.placed.cell),
      }
    : legalNameOf(context, name.value, excluded);
  return {
    legalName,
    name: {
      value: names?.trading ?? name.value,
      confidence: name.confidence,
      source: names ? sourceOf(name.placed.line, names.trading, name.placed.cell) : name.source,
      ...(name.signs ? { signs: name.signs } : {}),
    },
    address,
    email,
    phone,
  };
}

const TRADING_AS = new RegExp(`^(.+?)[\\s,]+${wordsFor('tradingAs').source}[\\s:]+(.+)$`, 'iu');
const BRAND_OF = new RegExp(`^(.+?)[\\s,]+${wordsFor('brandOf').source}[\\s:]+(.+)$`, 'iu');

/**
 * A name printed with the legal one it trades under, in one line: "Leeuw Hospitality B.V.
 * h.o.d.n. Hotel De Gouden Leeuw" (the legal name first), "Nordvåg är ett varumärke som tillhör
 * Nordvåg Kommunikation AB" (the trading name first). Each part a name of its own.
 */
function tradingAndLegal(text: string): { trading: string; legal: string } | null {
  // A sentence's full stop goes, a legal form's ("B.V.") stays.
  const clean = (part: string) => {
    const value = part.trim().replace(/[,;:]+$/u, '');
    return value.endsWith('.') && !hasLegalForm(value) ? value.slice(0, -1) : value;
  };
  const legalFirst = TRADING_AS.exec(text);
  const tradingFirst = legalFirst ? null : BRAND_OF.exec(text);
  const [legal, trading] = legalFirst
    ? [legalFirst[1], legalFirst[2]]
    : tradingFirst
      ? [tradingFirst[2], tradingFirst[1]]
      : [];
  if (!legal || !trading) return null;
  const names = { trading: clean(trading), legal: clean(legal) };
  return looksLikeName(names.trading) && looksLikeName(names.legal) ? names : null;
}

/**
 * The legal name behind a trading name: "Brightline" at the top, "Brightline Energy Supply Ltd"
 * in the footer's legal line. Printed elsewhere, starting with the trading name, with a legal form.
 */
function legalNameOf(
  context: FieldContext,
  name: string,
  excluded: Set<Cell>,
): Found<string> | null {
  if (hasLegalForm(name)) return null;
  const key = normalizeName(name);
  if (key.length < 3) return null;
  for (const line of context.layout.lines)
    for (const cell of line.cells) {
      if (excluded.has(cell)) continue;
      for (const segment of cell.text.split(/\s[·|•–-]\s|,\s/)) {
        const value = segment.trim().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, '');
        if (!hasLegalForm(value) || !looksLikeName(value)) continue;
        if (!`${normalizeName(value)} `.startsWith(`${key} `) && normalizeName(value) !== key)
          continue;
        return {
          value,
          confidence: CONFIDENCE.vendor.legalNameBeside,
          source: sourceOf(line, value, cell),
        };
      }
    }
  return null;
}

function readVendorEmail(context: FieldContext, excluded: Set<Cell>): Found<string> | null {
  const orgDomains = context.organizationNames.map((org) => normalizeName(org).replace(/\s+/g, ''));
  for (const line of context.layout.lines) {
    for (const cell of line.cells) {
      if (excluded.has(cell)) continue;
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

function readVendorPhone(context: FieldContext, excluded: Set<Cell>): Found<string> | null {
  for (const { hit, candidates } of labelCandidates(context, 'phone')) {
    if (excluded.has(hit.line.cells[hit.cellIndex] as Cell)) continue;
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

/**
 * On a scan, a one-word name one letter away from the document's own web or mail domain is that
 * name misread (a logo's stylised "a" read as "d": "dGLOMA" beside www.agloma.es): the domain,
 * printed in plain type, spells it.
 */
export function domainSpelling(value: string, domains: string[]): string {
  const word = value.trim();
  if (!/^\p{L}{5,}$/u.test(word)) return value;
  const lower = word.toLowerCase();
  const host = domains.find(
    (domain) =>
      domain.length === lower.length &&
      [...lower].filter((letter, index) => letter !== domain[index]).length === 1,
  );
  if (!host) return value;
  return word === word.toUpperCase() || word.slice(1) === word.slice(1).toUpperCase()
    ? host.toUpperCase()
    : host;
}
