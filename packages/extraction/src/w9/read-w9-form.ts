import type { TaxClassification } from '@ap/domain';
import { type FormRun, readFormRuns } from './w9-runs';

/** What a filled-in Form W-9 says (fields that could not be read are null). */
export type W9Form = {
  legalName: string | null;
  businessName: string | null;
  taxClassification: TaxClassification | null;
  exemptPayeeCode: string | null;
  /** Nine digits, no dashes. */
  tin: string | null;
  tinType: 'SSN' | 'EIN' | null;
  address: string | null;
};

export const W9_TITLE = /\bform\s*w-?9\b|request\s*for\s*taxpayer\s*identification\s*number/i;

type Line = { runs: FormRun[]; text: string; y0: number; y1: number };

const middle = (run: { y0: number; y1: number }) => (run.y0 + run.y1) / 2;

/** Runs grouped into lines by their vertical middle, each read left to right. */
const toLines = (runs: FormRun[]): Line[] => {
  const lines: Line[] = [];
  const sorted = [...runs].sort((a, b) => middle(a) - middle(b) || a.x0 - b.x0);
  for (const run of sorted) {
    const height = Math.max(run.y1 - run.y0, 4);
    const line = lines.find((l) => Math.abs(middle(l) - middle(run)) < height * 0.45);
    if (line) {
      line.runs.push(run);
      line.y0 = Math.min(line.y0, run.y0);
      line.y1 = Math.max(line.y1, run.y1);
    } else lines.push({ runs: [run], text: '', y0: run.y0, y1: run.y1 });
  }
  for (const line of lines) {
    line.runs.sort((a, b) => a.x0 - b.x0);
    line.text = line.runs
      .map((r) => r.text.trim())
      .join(' ')
      .replace(/\s+/g, ' ');
  }
  return lines.sort((a, b) => middle(a) - middle(b));
};

const LABELS = {
  name: /^\s*1\s*(?:Name\b|Name of entity)|Name of entity\/individual|Name \(as shown on your income tax return\)/i,
  business: /^\s*2\s*Business name|Business name\/disregarded entity name/i,
  classification: /^\s*3a?\s*Check (?:the )?appropriate box|federal tax classification/i,
  /** Where line 3a's boxes end: 3b (2024 revision), else line 5. */
  afterBoxes: /^\s*3b\s/i,
  address: /^\s*5\s*Address|Address \(number, street/i,
  city: /^\s*6\s*City|City, state, and ZIP code/i,
  accounts: /^\s*7\s*List account number|List account number\(s\)/i,
  partOne: /Taxpayer Identification Number \(TIN\)|^\s*Part I\b(?!I)/i,
  partTwo: /^\s*Part II\b|^\s*Certification\b/i,
};

// Label text that shares a value's band (continuation lines of the printed labels).
const LABEL_NOISE =
  /^\(|\bline [12]\b|entry is required|do not leave this line blank|if different from above|^see (?:specific )?instructions|^print or type/i;

const firstLine = (lines: Line[], label: RegExp, from = 0) => {
  for (let i = from; i < lines.length; i += 1) if (label.test(lines[i]?.text ?? '')) return i;
  return -1;
};

/** The value written between a label's line and the next label's, left of `xMax`. */
const valueBetween = (lines: Line[], start: number, end: number, xMax = Infinity) => {
  if (start < 0) return null;
  const stop = end > start ? end : Math.min(lines.length, start + 3);
  const parts: string[] = [];
  for (let i = start + 1; i < stop; i += 1) {
    const line = lines[i];
    if (!line) continue;
    const text = line.runs
      .filter((run) => run.x0 < xMax)
      .map((run) => run.text.trim())
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text && !LABEL_NOISE.test(text)) parts.push(text);
  }
  const value = parts.join(' ').trim();
  return value.length > 0 && value.length <= 200 ? value : null;
};

const OPTIONS: [RegExp, TaxClassification][] = [
  [/^Individual\b/i, 'individual_sole_proprietor'],
  [/^C\s*corp/i, 'c_corporation'],
  [/^S\s*corp/i, 's_corporation'],
  [/^Partnership\b/i, 'partnership'],
  [/^Trust\b/i, 'trust_estate'],
  [/^(?:LLC|Limited liability)/i, 'llc'],
  [/^Other\b/i, 'other'],
];
const MARK = /^[xX✓✔✗✘☒☑■●]$/;
const optionOf = (text: string) => OPTIONS.find(([pattern]) => pattern.test(text.trim()))?.[1];

const sameLine = (a: FormRun, b: FormRun) =>
  Math.abs(middle(a) - middle(b)) < Math.max(a.y1 - a.y0, b.y1 - b.y0, 6) * 0.6;

/** The box checked on line 3a: the option label right after a mark, or 'X Partnership'. */
const readClassification = (runs: FormRun[]): TaxClassification | null => {
  for (const run of runs) {
    const inline = /^[xX✓✔☒☑]\s+(.+)$/.exec(run.text.trim());
    const option = inline?.[1] ? optionOf(inline[1]) : undefined;
    if (option) return withLlcLetter(option, run, runs);
  }
  for (const mark of runs.filter((run) => MARK.test(run.text.trim()))) {
    const label = runs
      .filter((run) => run !== mark && sameLine(run, mark) && run.x0 >= mark.x1 - 2)
      .sort((a, b) => a.x0 - b.x0)[0];
    const option = label && label.x0 - mark.x1 < 40 ? optionOf(label.text) : undefined;
    if (option && label) return withLlcLetter(option, label, runs);
  }
  return null;
};

/** An LLC's letter (C, S or P) written on its line, right of its label. */
const withLlcLetter = (
  option: TaxClassification,
  label: FormRun,
  runs: FormRun[],
): TaxClassification => {
  if (option !== 'llc') return option;
  const letter = runs
    .filter(
      (run) => run.x0 > label.x1 && sameLine(run, label) && /^[CSPcsp]$/.test(run.text.trim()),
    )
    .sort((a, b) => b.x0 - a.x0)[0]
    ?.text.trim()
    .toLowerCase();
  return letter ? (`llc_${letter}` as TaxClassification) : 'llc';
};

const digitsOf = (runs: FormRun[]) =>
  runs
    .sort((a, b) => middle(a) - middle(b) || a.x0 - b.x0)
    .map((run) => run.text.replace(/\D/g, ''))
    .join('');

/** Part I: the digits in the SSN boxes, or else in the EIN boxes (by where they are written). */
const readTin = (runs: FormRun[], lines: Line[]): Pick<W9Form, 'tin' | 'tinType'> => {
  const ssnLabel = runs.find((run) => /Social security number/i.test(run.text));
  const einLabel = runs.find((run) => /Employer identification number/i.test(run.text));
  const partTwo = lines.find(
    (line) => LABELS.partTwo.test(line.text) && ssnLabel && line.y0 > ssnLabel.y1,
  );
  if (ssnLabel || einLabel) {
    const labels = [ssnLabel, einLabel].filter((l): l is FormRun => l !== undefined);
    const left = Math.min(...labels.map((l) => l.x0)) - 20;
    const top = Math.min(...labels.map((l) => l.y0));
    const numbers = runs.filter(
      (run) =>
        /\d/.test(run.text) &&
        /^[\d\s–—-]+$/.test(run.text.trim()) &&
        run.x0 >= left &&
        run.y0 >= top &&
        (!partTwo || run.y1 <= partTwo.y0),
    );
    const inEin = (run: FormRun) => einLabel !== undefined && middle(run) > middle(einLabel);
    const ssn = digitsOf(numbers.filter((run) => !inEin(run)));
    const ein = digitsOf(numbers.filter(inEin));
    if (/^\d{9}$/.test(ssn) && !/^0+$/.test(ssn)) return { tin: ssn, tinType: 'SSN' };
    if (/^\d{9}$/.test(ein) && !/^0+$/.test(ein)) return { tin: ein, tinType: 'EIN' };
  }
  // A form typed as text ('Employer identification number: 12-3456789').
  const text = lines.map((line) => line.text).join('\n');
  const ssn = /Social security number\D{0,40}?(\d{3})[\s-]*(\d{2})[\s-]*(\d{4})\b/i.exec(text);
  if (ssn) return { tin: ssn.slice(1, 4).join(''), tinType: 'SSN' };
  const ein = /(?:Employer identification number|\bEIN\b)\D{0,40}?(\d{2})[\s-]*(\d{7})\b/i.exec(
    text,
  );
  if (ein) return { tin: ein.slice(1, 3).join(''), tinType: 'EIN' };
  return { tin: null, tinType: null };
};

/**
 * Reads page 1 of a Form W-9 (the IRS layout of 2018 and 2024, filled in, flattened or
 * printed): names on lines 1 and 2, the box checked on line 3a (with an LLC's letter), an
 * exempt payee code, the address on lines 5 and 6 (the requester's box left out) and the TIN
 * of Part I. Undefined when the PDF is not a W-9. The form is data: nothing in it is followed.
 */
export async function readW9Form(bytes: Uint8Array): Promise<W9Form | undefined> {
  const runs = await readFormRuns(bytes);
  const lines = toLines(runs);
  if (!lines.some((line) => W9_TITLE.test(line.text))) return undefined;
  const index = (label: RegExp, from = 0) => firstLine(lines, label, from);
  const name = index(LABELS.name);
  const business = index(LABELS.business, Math.max(name, 0));
  const classification = index(LABELS.classification, Math.max(business, 0));
  const address = index(LABELS.address, Math.max(classification, 0));
  const boxesEnd = index(LABELS.afterBoxes, Math.max(classification, 0));
  const exemptions =
    boxesEnd > classification && (address < 0 || boxesEnd < address) ? boxesEnd : address;
  const city = index(LABELS.city, Math.max(address, 0));
  const accounts = index(LABELS.accounts, Math.max(city, 0));
  const requester = runs.find((run) => /Requester.s name and address/i.test(run.text));
  const band = (from: number, to: number) => {
    const top = lines[from]?.y0 ?? 0;
    const bottom = to > from ? (lines[to]?.y0 ?? Infinity) : Infinity;
    return runs.filter((run) => middle(run) >= top - 1 && middle(run) < bottom);
  };
  const exemptLabel = runs.find((run) => /Exempt payee code/i.test(run.text));
  const exemptPayeeCode = exemptLabel
    ? (runs
        .filter((run) => run.x0 > exemptLabel.x1 - 2 && sameLine(run, exemptLabel))
        .map((run) => run.text.trim())
        .find((text) => /^\d{1,2}$/.test(text)) ?? null)
    : null;
  const street = valueBetween(lines, address, city, requester?.x0);
  const place = valueBetween(lines, city, accounts, requester?.x0);
  return {
    legalName: valueBetween(lines, name, business),
    businessName: valueBetween(lines, business, classification),
    taxClassification:
      classification >= 0 ? readClassification(band(classification, exemptions)) : null,
    exemptPayeeCode,
    ...readTin(runs, lines),
    address: [street, place].filter(Boolean).join(', ') || null,
  };
}
