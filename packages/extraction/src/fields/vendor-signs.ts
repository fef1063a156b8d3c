import type { Cell } from '../layout/text-layout';
import type { Placed } from './blocks';
import type { FieldContext } from './context';
import { hasLegalForm, normalizeName } from './party-names';
import type { Sign } from './signs';
import type { Found } from './source';
import { matchesDomain, mentions } from './vendor-evidence';

/** A name the document may give its issuer, why, and how sure that reason alone makes it. */
export type VendorCandidate = Found<string> & { placed: Placed; why: string };

// A platform, marketplace or the software that made the page names itself beside these words:
// it is not the party asking to be paid ("ShopHub Marketplace", "Powered by BillSoft").
const PLATFORM =
  /(?<!\p{L})(?:marketplace|market\s*place|platform|powered\s*by|generated\s*(?:by|with)|created\s*with|sent\s*via|plattform|plateforme|plataforma|piattaforma)(?!\p{L})/iu;

/** What the signs of a vendor name read besides the candidates: the page, its domains, tax ids. */
export type VendorEvidence = {
  context: FieldContext;
  domains: string[];
  /** Lines holding the issuer's tax id (a label not in the customer's blocks). */
  taxIdLines: Set<number>;
};

const key = (candidate: VendorCandidate) => normalizeName(candidate.value);

/** The lines holding a tax-id label outside the customer's blocks. */
export function taxIdLines(context: FieldContext, excluded: Set<Cell>): Set<number> {
  const lines = new Set<number>();
  for (const hit of context.hits)
    if (hit.field === 'taxId' && !excluded.has(hit.line.cells[hit.cellIndex] as Cell))
      lines.add(hit.line.index);
  return lines;
}

/**
 * The signs a vendor name is chosen by, on top of what the reason it was found weighs (a seller
 * label, the letterhead, a legal name, a signature, the account holder: its base confidence):
 * other reasons naming it too, the name printed again, the document's own web or mail domain
 * naming it and its tax id beside it add; a platform's or marketplace's name takes away.
 */
export function vendorSigns(evidence: VendorEvidence): Sign<VendorCandidate>[] {
  const { context, domains } = evidence;
  const agreeing = (candidate: VendorCandidate, all: readonly VendorCandidate[]) =>
    all.filter((other) => other !== candidate && key(other) === key(candidate)).length;
  const repeated = (candidate: VendorCandidate, all: readonly VendorCandidate[]) =>
    Math.min(3, Math.max(0, mentions(context, key(candidate)) - 1 - agreeing(candidate, all)));
  const lineIndex = (candidate: VendorCandidate) => candidate.placed.line.index;
  return [
    { what: 'named for another reason too', weight: 0.06, test: (c, all) => agreeing(c, all) >= 1 },
    { what: 'named for a third reason', weight: 0.06, test: (c, all) => agreeing(c, all) >= 2 },
    { what: 'printed again', weight: 0.03, test: (c, all) => repeated(c, all) >= 1 },
    { what: 'printed a third time', weight: 0.03, test: (c, all) => repeated(c, all) >= 2 },
    { what: 'printed a fourth time', weight: 0.03, test: (c, all) => repeated(c, all) >= 3 },
    {
      what: 'own web or mail domain names it',
      weight: 0.2,
      test: (candidate) =>
        !PLATFORM.test(candidate.placed.line.text) &&
        domains.some((domain) => matchesDomain(candidate.value, domain)),
    },
    {
      what: 'legal name beside its tax id',
      weight: 0.08,
      test: (candidate) =>
        hasLegalForm(candidate.value) &&
        [0, 1, 2].some((step) => evidence.taxIdLines.has(lineIndex(candidate) + step)),
    },
    {
      what: 'a platform or marketplace',
      weight: -0.5,
      test: (candidate) => PLATFORM.test(candidate.placed.line.text),
    },
  ];
}
