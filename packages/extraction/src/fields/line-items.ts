import type { ExtractedLineItem } from '@ap/domain/contract';
import Decimal from 'decimal.js';
import { characterPosition } from '../layout/character-position';
import { horizontalOverlap } from '../layout/overlap';
import type { Cell, Line } from '../layout/text-layout';
import { findAmounts, formatDecimal } from './amount';
import type { FieldContext } from './context';
import { foldAbbreviations, LABELS, OPENING_BRACKET } from './labels';
import { withoutBreakdowns } from './line-breakdowns';
import { countTimesItems } from './quantity-lines';
import { type Found, sourceOf } from './source';

type Column = 'description' | 'quantity' | 'rate' | 'amount' | 'tax' | 'ignore';

// Column words of a line-item table's header row, per column, in the languages read. A cell
// starts with its word ("Preis-EUR", "Menge ME"); a description word may stand anywhere in it
// ("Art.-Nr. Bezeichnung/Zusatztext").
// A currency may be glued to the word ("AmountRS.", "Amount(₹)", "Betrag EUR").
const CURRENCY_AFTER = '(?:\\s*\\(?(?:rs\\.?|inr|usd|eur|gbp|chf|r\\$|₹|\\$|€|£)\\)?)?';
const word = (...alternatives: string[]) =>
  new RegExp(`^(?:${alternatives.join('|')})${CURRENCY_AFTER}(?![\\p{L}\\d])`, 'iu');
const HEADER_WORDS: [Column, RegExp][] = [
  [
    'rate',
    word(
      'unit\\s*(?:price|cost|rate)',
      'rate',
      'price',
      'einzelpreis',
      'e-?preis',
      'preis',
      'stückpreis',
      'prix\\s*unit(?:aire)?',
      'p\\.?\\s*u\\.?',
      'prix',
      'pre[tț]ul?\\s*unitar',
      'stukprijs',
      'prijs(?:\\s*/\\s*eenheid)?',
      'tarief',
      'tarifa',
      'precio(?!\\s*tot)(?:\\s*unit(?:ario|\\.)?)?',
      'prezzo(?:\\s*unitario)?',
      'tarif',
      'pre[çc]o(?:\\s*unit(?:[áa]rio)?)?',
      'valor\\s*unit(?:[áa]rio)?',
      'pre[țţt](?:\\s*unitar)?',
      'birim\\s*fiyat[ıi]?',
      'fiyat',
      'enh(?:ets)?\\.?\\s*pris',
      'enhetspris',
      'stykpris',
      'à-?pris',
      'pris',
      // "Cena całkowita" is the line's total (an amount), "Cena jednost." its unit price.
      'cena(?!\\s*ca[łl]kowita)(?:\\s*/\\s*mj|\\s*za\\s*mj|\\s*jedn\\.?|\\s*netto)?',
      'jedn\\.?\\s*cena',
      '单\\s*价',
      '単\\s*価',
      'ราคา(?:ต่อหน่วย)?',
      'หน่วยละ',
    ),
  ],
  [
    'quantity',
    word(
      'qty',
      'quantity',
      'menge',
      'anzahl',
      'qt[ée]',
      'quantit[ée]',
      'aantal',
      'cantidad',
      'quantit[àa]',
      'q\\.t[àa]',
      'units?',
      'hours',
      'hrs',
      'std\\.?',
      'stunden',
      'quantidade',
      'faturad[oa]',
      'qtde?\\.?',
      'cantitate(?:a)?',
      'cant\\.?',
      'miktar',
      'antall',
      'antal',
      'fakturamengde',
      'množství',
      'počet',
      // OCR reads the capital I of "Ilość" as l or 1.
      '[il1]lo[śs][ćc]',
      '数\\s*量',
      // Japanese work hours ("作業H", "作業時間", "時間").
      '作業\\s*(?:時間|h)',
      '時\\s*間',
      'จำนวน',
    ),
  ],
  [
    'tax',
    word(
      '(?:vat|tax|gst|mwst\\.?|ust\\.?|tva|btw|iva|kdv|mva|dph|moms)\\s*(?:amount|betrag|bedrag|montant|tutar[ıi]|beløp|kwota)',
      // "Valoare TVA", "Montant TVA", "Importe IVA": the value of the tax (before the amount
      // words, which "Valoare" and "Kwota" also start).
      '(?:valoare(?:a)?|montant|importe|valor|bedrag|betrag|kwota)\\s*(?:tva|iva|btw|mwst|ust|vat|dph|kdv)',
      // Indian GST invoices: "Total Tax", "Tax Amt", "GST Amt".
      'total\\s*tax',
      '(?:tax|[csi]?gst)\\s*amt\\.?',
      'taxes',
      'mva',
      '税\\s*额',
      '税\\s*額',
      '消費税',
      'ภาษี(?:มูลค่าเพิ่ม)?',
    ),
  ],
  [
    'amount',
    word(
      'amount',
      'net\\s*amount',
      'line\\s*total',
      'total\\s*amt\\.?',
      'amt\\.?',
      'total',
      'sum',
      'subtotal',
      'betrag',
      'gesamt(?:preis)?',
      'summe',
      'montant(?:\\s*h\\.?t\\.?)?',
      'total\\s*h\\.?t\\.?',
      'bedrag',
      'totaal',
      'waarde',
      'importe',
      'monto',
      'pre(?:cio)?\\.?\\s*tot(?:al)?\\.?',
      'importo',
      'netto',
      'valor(?:\\s*total)?',
      'valoare(?:a)?',
      'tutar[ıi]?',
      'toplam(?:\\s*(?:brüt\\s*)?tutar)?',
      'bel[øo]p',
      'beløb',
      'belopp',
      'verdi',
      'celkem',
      'cena\\s*celkem',
      'wartość(?:\\s*(?:netto|brutto))?',
      'cena\\s*ca[łl]kowita',
      'kwota',
      '金\\s*额',
      '金\\s*額',
      'จำนวนเงิน',
    ),
  ],
  [
    'ignore',
    word(
      '#',
      'no\\.?',
      'pos\\.?',
      'item\\s*(?:no|#|code)',
      'sku',
      'code',
      'art\\.?-?nr\\.?',
      'unit',
      'einheit',
      'me',
      'unit[ée]',
      'eenheid',
      '(?:vat|tax|mwst\\.?|ust\\.?|tva|btw|iva|kdv|mva|dph|moms|gst)\\s*(?:%|rate|oran[ıi])?',
      'tax\\s*(?:type|amount)',
      '%',
      'discount',
      'rabatt',
      'date',
      'lp\\.?',
      'sl\\.?',
      'sıra(?:\\s*no)?',
      'kod(?:u)?',
      'kód',
      'c[óo]d[íi]go',
      'un\\.?',
      'cod\\.?',
      'u\\.?\\s*medida',
      // Romanian: "Nr. crt." (the row's number), "U.M." (its unit).
      'nr\\.?\\s*crt\\.?',
      'u\\.?\\s*m\\.?',
      '%\\s*bonif\\.?',
      'imp\\.?\\s*bonif\\.?',
      'al[íi]cuota',
      'stawka(?:\\s*vat)?',
      'jedn\\.?',
      'j\\.?\\s*m\\.?',
      'mj',
      'birim',
      'enhet',
      'eşya',
      'gtip(?:\\s*(?:no|tanım))?',
      'malzeme\\s*no',
      'partner',
      'hsn(?:/sac)?',
      // The other columns of an Indian GST invoice (pharmacy and retail): the batch, its
      // expiry and manufacture, the unit, free quantity, maximum retail price, discount, the
      // line's taxable value and its CGST / SGST / IGST rates.
      'sac',
      'batch(?:\\s*no\\.?)?',
      'exp(?:iry|\\.)?(?:\\s*date)?',
      'mfg\\.?(?:\\s*date)?',
      'manufacturer(?:\\s*name)?',
      'uom',
      'free(?:\\s*qty)?',
      'mrp',
      'disc(?:ount)?\\.?(?:\\s*%)?',
      'taxable(?:\\s*(?:value|amount|amt\\.?))?',
      '[csi]gst(?:\\s*(?:%|rate|\\+\\s*[csi]gst))?',
      '规格型号',
      '单\\s*位',
      '税\\s*率(?:/征收率)?',
      // Japanese remarks and a rate in per cent.
      '備\\s*考',
      '率',
      'หน่วย',
      'ลำดับ',
      'รหัส',
    ),
  ],
  [
    'description',
    new RegExp(
      `(?:^|[\\s/.-])(?:${[
        'description',
        'descr\\.?',
        'item',
        'items',
        'product(?:\\s*name)?',
        'products',
        'service',
        'services',
        'details',
        'particulars',
        'article',
        'bezeichnung',
        'beschreibung',
        'artikel',
        'leistung',
        'position',
        'd[ée]signation',
        'libell[ée]',
        'omschrijving',
        'materiaal',
        'descripci[óo]n',
        'concepto',
        'producto(?:\\s*/\\s*servicio)?',
        'descrizione',
        'voce',
        'element',
        'descri[çc][ãa]o',
        'produto',
        'denumire(?:a)?',
        'produs',
        'açıklama(?:lar)?',
        'cinsi',
        'mal\\s*/?\\s*hizmet',
        'beskrivelse',
        'varebeskrivelse',
        'tekst',
        'název(?:\\s*zboží)?',
        'popis',
        'nazwa(?:\\s*towaru)?',
        'opis',
      ].join(
        '|',
      )})(?![\\p{L}\\d])|项目名称|货物或应税劳务|品\\s*名|品\\s*目|項\\s*目|内\\s*容|摘\\s*要|รายการ|รายละเอียด`,
      'iu',
    ),
  ],
];

type HeaderColumn = { column: Column; x0: number; x1: number; text: string };

/** A cell's text with its estimated place: PDFs often print neighbouring columns as one run. */
type Segment = { text: string; x0: number; x1: number; cell: Cell };

// A number and what may be printed with it: a currency ("CA$1,579.20", "1.094,11 €", "21,700
// EUR") or a unit ("10,000 ST", "3 pcs", "1,00 unidades").
const UNIT =
  /^(?:pcs?|adet|unidades?|uds?|ks|szt|stk|st|kg|m3?|h|hrs?|ea|un|units?|unit[ée]s?|stück|tage?|days?|ore|horas?)\.?$/iu;
function isNumberCell(text: string, amount: { raw: string }): boolean {
  const rest = text
    .replace(amount.raw, '')
    .replace(/[\s$€£¥₹()'’%-]|[A-Z]{2,3}\$?/g, '')
    .trim();
  return rest.length <= 2 || UNIT.test(rest);
}

/** Splits a cell into runs of words and single numbers, each placed where it is printed. */
function segmentsOf(cell: Cell, decimalMark?: ',' | '.'): Segment[] {
  const { text } = cell;
  const at = characterPosition(cell);
  const segment = (start: number, end: number): Segment => ({
    text: text.slice(start, end).trim(),
    x0: at(start),
    x1: at(end),
    cell,
  });
  const segments: Segment[] = [];
  let from = 0;
  // Numbers as the amount reader sees them ("44 139,26" is one), a unit or currency kept with them.
  for (const amount of findAmounts(text, decimalMark)) {
    let end = amount.index + amount.raw.length;
    const unit = /^\s+(\S+)/.exec(text.slice(end));
    if (unit && (UNIT.test(unit[1] as string) || /^[A-Z]{3}$|^[€$£¥₹]$/.test(unit[1] as string)))
      end += unit[0].length;
    if (text.slice(from, amount.index).trim()) segments.push(segment(from, amount.index));
    segments.push(segment(amount.index, end));
    from = end;
  }
  if (text.slice(from).trim()) segments.push(segment(from, text.length));
  return segments;
}

function columnOf(text: string): Column | undefined {
  const value = foldAbbreviations(text.trim()).text;
  const [, description] = HEADER_WORDS[HEADER_WORDS.length - 1] as [Column, RegExp];
  // "Art.-Nr. Bezeichnung": a description word wins over a code word before it.
  const first = HEADER_WORDS.slice(0, -1).find(([, pattern]) => pattern.test(value));
  if (description.test(value) && (!first || first[0] === 'ignore')) return 'description';
  return first?.[0];
}

/** Header cells as columns; a cell naming two columns ("IMPORTE ALICUOTA") is split in two. */
function columnsOf(cells: { text: string; x0: number; x1: number }[]): HeaderColumn[] {
  const columns: HeaderColumn[] = [];
  for (const cell of cells) {
    const whole = columnOf(cell.text);
    const words = cell.text.trim().split(/\s+/);
    const perWord = words.map((item) => columnOf(item));
    const splits =
      words.length === 2 &&
      perWord[0] !== undefined &&
      perWord[1] !== undefined &&
      perWord[0] !== perWord[1] &&
      whole === perWord[0];
    if (!splits) {
      columns.push({ column: whole ?? 'ignore', x0: cell.x0, x1: cell.x1, text: cell.text });
      continue;
    }
    const middle =
      cell.x0 + ((cell.x1 - cell.x0) * ((words[0] as string).length + 0.5)) / cell.text.length;
    columns.push({
      column: perWord[0] as Column,
      x0: cell.x0,
      x1: middle,
      text: words[0] as string,
    });
    columns.push({
      column: perWord[1] as Column,
      x0: middle,
      x1: cell.x1,
      text: words[1] as string,
    });
  }
  return columns;
}

// A price or total: digits with decimals ("651,00", "1.094,11"); a header row has none.
const hasAmount = (text: string) => /\d[.,]\d{2}(?!\d)/.test(text);

// One Han character to a cell: a header printed letter-spaced ("金  额", "税  额" on a fapiao)
// that the OCR cut at each gap.
const LONE_HAN = /^\p{Script=Han}$/u;

/** The header's cells with each run of lone Han characters joined into the word they spell. */
function joinSpacedHan(cells: { text: string; x0: number; x1: number }[]) {
  const joined: { text: string; x0: number; x1: number }[] = [];
  let run = false;
  for (const cell of cells) {
    const lone = LONE_HAN.test(cell.text.trim());
    const last = joined.at(-1);
    if (lone && run && last) {
      last.text += cell.text.trim();
      last.x1 = cell.x1;
    } else joined.push({ text: cell.text, x0: cell.x0, x1: cell.x1 });
    run = lone;
  }
  return joined;
}

/** Cells that are mostly a table header's words: no amount, three in five known column words. */
function isHeaderWords(printed: { text: string; x0: number; x1: number }[], least = 1): boolean {
  const cells = joinSpacedHan(printed);
  if (cells.length < least || cells.some((cell) => hasAmount(cell.text))) return false;
  const known = cells.filter((cell) => columnOf(cell.text) !== undefined).length;
  return known >= least && known >= cells.length * 0.6;
}

/** A header row: mostly column words (one unknown cell in three at most), no amounts. */
function headerColumns(printed: { text: string; x0: number; x1: number }[]): HeaderColumn[] | null {
  if (!isHeaderWords(printed, 2)) return null;
  const cells = joinSpacedHan(printed);
  const columns = columnsOf(cells);
  const kinds = new Set(columns.map((column) => column.column));
  return kinds.has('amount') &&
    (kinds.has('description') || kinds.has('quantity') || kinds.has('rate'))
    ? columns
    : null;
}

type HeaderCell = Pick<Cell, 'text' | 'x0' | 'x1' | 'runs'>;

/** A cell's words, each placed where it is printed (as `segmentsOf` places numbers). */
function wordsOf(cell: HeaderCell): HeaderCell[] {
  const at = characterPosition(cell);
  return [...cell.text.matchAll(/\S+/g)].map((word) => ({
    text: word[0],
    x0: at(word.index),
    x1: at(word.index + word[0].length),
  }));
}

/**
 * A header's lines with a cell reaching over two cells of another of its lines cut into words:
 * the PDF ran the words of neighbouring columns together ("Amount Rate Type Amount Amount" under
 * "Net | Tax Tax | Tax | Total").
 */
function splitWideCells(rows: HeaderCell[][]): HeaderCell[][] {
  let result = rows;
  // Cutting one line's cell can make another line's cell reach over two: a few passes settle it.
  for (let pass = 0; pass < rows.length; pass += 1)
    result = result.map((row, at) =>
      row.flatMap((cell) =>
        result.some(
          (other, otherAt) =>
            otherAt !== at && other.filter((item) => horizontalOverlap(item, cell) > 0).length >= 2,
        ) && /\s/.test(cell.text.trim())
          ? wordsOf(cell)
          : [cell],
      ),
    );
  return result;
}

/**
 * A header printed on two or three lines ("Celkem" over "bez DPH"; "Tax" over "Amount"): the
 * cells of all, stacked by column.
 */
function mergedHeader(lines: Line[]): HeaderCell[] | null {
  for (const [at, line] of lines.entries()) {
    if (line.page !== lines[0]?.page || hasAmount(line.text)) return null;
    const above = lines[at - 1];
    if (above?.box && line.box && line.box[1] - above.box[3] > (above.box[3] - above.box[1]) * 1.5)
      return null;
  }
  const rows: HeaderCell[][] = lines.map((line) => line.cells);
  const split = lines.length > 2 ? splitWideCells(rows) : rows;
  const plain = ({ text, x0, x1 }: HeaderCell) => ({ text, x0, x1 });
  const merged = (split[split.length - 1] ?? []).map(plain);
  for (const row of split.slice(0, -1).reverse())
    for (const cell of row) {
      const under = merged.find((item) => horizontalOverlap(item, cell) > 0);
      if (under) {
        under.text = `${cell.text} ${under.text}`;
        under.x0 = Math.min(under.x0, cell.x0);
        under.x1 = Math.max(under.x1, cell.x1);
      } else merged.push(plain(cell));
    }
  return merged.sort((a, b) => a.x0 - b.x0);
}

// Rows that are not charges: the tax, a discount, a subtotal printed inside the table.
const NOT_A_CHARGE =
  /^(?:rabatt\p{L}*|discount|remise|korting|descuento|sconto|indirim|rabat|sleva|bonif\p{L}*)(?!\p{L})/iu;

function isTotalsLabel(text: string): boolean {
  const label = text.trim().replace(OPENING_BRACKET, '');
  return [LABELS.subtotal, LABELS.total, LABELS.tax].some((pattern) => pattern.test(label));
}

// What OCR makes of a speck, a stamp's edge or a tick left of a totals label ("Ny", "a", "—").
const SPECK = /^[^\d]{0,3}$/u;

/**
 * The table ends at its totals: a line starting with a total's label and an amount (after at
 * most a few specks the OCR read left of it), or a row of such labels.
 */
function isTotalsLine(line: Line): boolean {
  if (isTotalsLabel(line.text) && findAmounts(line.text).length > 0) return true;
  const labelAt = line.cells.findIndex((cell) => isTotalsLabel(cell.text));
  if (
    labelAt > 0 &&
    line.cells.slice(0, labelAt).every((cell) => SPECK.test(cell.text.trim())) &&
    findAmounts(
      line.cells
        .slice(labelAt)
        .map((cell) => cell.text)
        .join(' '),
    ).length > 0
  )
    return true;
  // "Signature | Delegate's name | TOTAL | 250.00 | 60.00": a cell that is a totals label and
  // nothing else, followed only by amounts (and a currency sign set apart: "$ | 1.773.109"),
  // ends the table whatever is printed left of it.
  const whole = line.cells.findIndex((cell) => isWholeTotalsLabel(cell.text));
  const after = line.cells.slice(whole + 1);
  const amounts = after.filter((cell) => findAmounts(cell.text).length > 0);
  if (
    whole > 0 &&
    amounts.length > 0 &&
    after.every(
      (cell) =>
        !/\p{L}/u.test(cell.text) && (amounts.includes(cell) || /^\p{Sc}$/u.test(cell.text.trim())),
    )
  )
    return true;
  return line.cells.filter((cell) => isTotalsLabel(cell.text)).length >= 2;
}

/**
 * A section's subtotal ("Subtotal (R$) | 84,86", a utility bill's energy, then its levies): the
 * last amount of a line whose totals label is a subtotal's, not a total's.
 */
function sectionSubtotal(line: Line, decimalMark?: ',' | '.'): string | undefined {
  const label = line.cells.find((cell) => isTotalsLabel(cell.text))?.text.trim() ?? '';
  if (!LABELS.subtotal.test(label) || LABELS.total.test(label)) return undefined;
  return findAmounts(line.text, decimalMark).at(-1)?.value;
}

/** A cell holding a totals label and nothing more ("TOTAL", "Total :"). */
function isWholeTotalsLabel(text: string): boolean {
  const label = text
    .trim()
    .replace(OPENING_BRACKET, '')
    // Its currency in brackets after it ("Subtotal (R$)").
    .replace(/\s*\(\s*[^()\d]{1,4}\s*\)\s*:?$/u, '')
    .replace(/[\s:)\]）】」]+$/u, '');
  return [LABELS.subtotal, LABELS.total, LABELS.tax].some(
    (pattern) => pattern.exec(label)?.[0].length === label.length,
  );
}

type Placed = { value: string; raw: string; segment: Segment };

// An amount with cents (or a thousands group): a year or an article number in prose has none.
const DECIMALS = /\d[.,'’ ]\d/;
type Row = {
  line: Line;
  description: string;
  numbers: Partial<Record<'quantity' | 'rate' | 'amount' | 'tax', Placed>>;
};

const centre = (item: { x0: number; x1: number }) => (item.x0 + item.x1) / 2;

/** How far a value sits from a column: by its left edge, centre or right edge, whichever is nearest (headers and values align either way). */
function offset(header: HeaderColumn, segment: Segment): number {
  return Math.min(
    Math.abs(header.x0 - segment.x0),
    Math.abs(centre(header) - centre(segment)),
    Math.abs(header.x1 - segment.x1),
  );
}

function nearestColumn(segment: Segment, columns: HeaderColumn[]): HeaderColumn | undefined {
  const overlapping = columns.filter((header) => horizontalOverlap(header, segment) > 0);
  if (overlapping.length === 1) return overlapping[0];
  const pool = overlapping.length ? overlapping : columns;
  return [...pool].sort((a, b) => offset(a, segment) - offset(b, segment))[0];
}

function readRow(line: Line, columns: HeaderColumn[], decimalMark?: ',' | '.'): Row {
  const row: Row = { line, description: '', numbers: {} };
  const hasDescription = columns.some((column) => column.column === 'description');
  const taken = new Map<HeaderColumn, { placed: Placed; distance: number }>();
  // A cell reaching over two columns is split into its words and numbers; others stay whole
  // (a description "Printer paper, A4, 5 reams" keeps its 5).
  const spans = (cell: Cell) =>
    columns.filter((column) => horizontalOverlap(column, cell) > 0).length >= 2 &&
    (cell.text.length <= 24 ||
      findAmounts(cell.text, decimalMark).filter((amount) => DECIMALS.test(amount.raw)).length >=
        2);
  const segments = line.cells.flatMap((cell) =>
    spans(cell)
      ? segmentsOf(cell, decimalMark)
      : [{ text: cell.text, x0: cell.x0, x1: cell.x1, cell }],
  );
  const overlaps = (column: HeaderColumn, segment: Segment) =>
    horizontalOverlap(column, segment) > 0;
  // A rate or code column with its own value under it ("13%" under 税率): a number beside it
  // that overlaps no header is its neighbour's, printed toward it (a fapiao's amounts sit
  // right-aligned in wide columns under short centred headers).
  const held = columns.filter(
    (column) => column.column === 'ignore' && segments.some((segment) => overlaps(column, segment)),
  );
  const columnOfNumber = (segment: Segment) => {
    const nearest = nearestColumn(segment, columns);
    if (!nearest || !held.includes(nearest) || overlaps(nearest, segment)) return nearest;
    return nearestColumn(
      segment,
      columns.filter((column) => column.column !== 'ignore' && column.column !== 'description'),
    );
  };
  for (const segment of segments) {
    const amounts = findAmounts(segment.text, decimalMark);
    const amount = amounts[0];
    const numeric =
      amounts.length === 1 && amount !== undefined && isNumberCell(segment.text, amount);
    const header = numeric ? columnOfNumber(segment) : nearestColumn(segment, columns);
    if (numeric && header && header.column !== 'description') {
      const distance = offset(header, segment);
      const before = taken.get(header);
      if (!before || distance < before.distance)
        taken.set(header, { placed: { value: amount.value, raw: amount.raw, segment }, distance });
      continue;
    }
    if (
      header?.column === 'description' ||
      !hasDescription ||
      (!numeric && header?.column !== 'ignore')
    )
      row.description = `${row.description} ${segment.text}`.trim();
  }
  for (const [header, { placed }] of taken) {
    if (
      header.column === 'quantity' ||
      header.column === 'rate' ||
      header.column === 'amount' ||
      header.column === 'tax'
    )
      // Two amount columns (net, then gross): the net one, which adds up to the subtotal.
      row.numbers[header.column] ??= placed;
  }
  return row;
}

/** Unpositioned rows (text, HTML) that do not line up with the header: numbers from the right. */
function readPlainRow(line: Line, columns: HeaderColumn[], decimalMark?: ',' | '.'): Row {
  const row: Row = { line, description: '', numbers: {} };
  const order = columns
    .map(({ column }) => column)
    .filter((column): column is 'quantity' | 'rate' | 'amount' =>
      ['quantity', 'rate', 'amount'].includes(column),
    );
  const numbers: Placed[] = [];
  for (const cell of line.cells) {
    const amounts = findAmounts(cell.text, decimalMark);
    const numeric =
      amounts.length === 1 && cell.text.replace(/[\d.,\s$€£¥₹()'’-]|[A-Z]{3}/g, '').length <= 2;
    const amount = amounts[0];
    if (numeric && amount)
      numbers.push({
        value: amount.value,
        raw: amount.raw,
        segment: { text: cell.text, x0: cell.x0, x1: cell.x1, cell },
      });
    else row.description = `${row.description} ${cell.text}`.trim();
  }
  const used = order.slice(-numbers.length);
  numbers.slice(-used.length).forEach((number, index) => {
    row.numbers[used[index] as 'quantity' | 'rate' | 'amount'] = number;
  });
  return row;
}

/** A line right under a row, on the same page, that only carries more description. */
function isContinuation(previous: Line, line: Line): boolean {
  if (line.page !== previous.page || line.cells.length > 2) return false;
  if (previous.box && line.box)
    return line.box[1] - previous.box[3] < (previous.box[3] - previous.box[1]) * 0.9;
  return line.index === previous.index + 1;
}

export type LineTable = {
  items: ExtractedLineItem[];
  /** The tax in the table's totals row, under the header's tax column (a fapiao's 合计 row). */
  tax: Found<string> | null;
};

/**
 * A header whose column words were printed (or OCR'd) as one or two cells ("Cantidad FPre.lni
 * Pre.Tot"): its words, each where it is printed, when all but one of three or more are column
 * words, an amount column among them.
 */
function runTogetherHeader(line: Line): HeaderColumn[] | null {
  if (line.cells.length > 2) return null;
  const words = line.cells.flatMap(wordsOf);
  const unknown = words.filter((word) => columnOf(word.text) === undefined).length;
  if (words.length < 3 || unknown > 1 || hasAmount(line.text)) return null;
  return headerColumns(words);
}

/** The header at a line: the line alone, or with the one or two lines under it. */
function headerAt(lines: Line[], index: number): { columns: HeaderColumn[]; lines: Line[] } | null {
  const line = lines[index] as Line;
  const alone = headerColumns(line.cells) ?? runTogetherHeader(line);
  const stackedOf = (size: number) => {
    const stacked = lines.slice(index, index + size);
    const merged = stacked.length === size ? mergedHeader(stacked) : null;
    const columns = merged ? headerColumns(merged) : null;
    return columns ? { columns, lines: stacked } : null;
  };
  if (!alone) return stackedOf(2);
  // A header whose words go on under it ("Sl. | Unit | Net" over "No | Price | Amount"): the
  // lines under it that are header words too are part of it.
  const words = lines.slice(index + 1, index + 3);
  const under = words.findIndex((next) => !isHeaderWords(next.cells));
  const size = 1 + (under === -1 ? words.length : under);
  return (size > 1 ? (stackedOf(size) ?? stackedOf(2)) : null) ?? { columns: alone, lines: [line] };
}

/** The line-item table: a header row of column words, rows under it, ending at the totals. */
export function readLineItems(context: FieldContext): LineTable {
  const items: ExtractedLineItem[] = [];
  // The line each item was read from, for telling a charge's breakdown from more charges.
  const itemLines: Line[] = [];
  let tax: Found<string> | null = null;
  const { lines } = context.layout;
  const { decimalMark } = context;
  // Each line is asked once whether it heads a table (the rows ask again for a repeated header).
  const headers = new Map<number, ReturnType<typeof headerAt>>();
  const headerOf = (index: number) => {
    if (!headers.has(index)) headers.set(index, headerAt(lines, index));
    return headers.get(index) ?? null;
  };
  // The columns of the first table read: a later table with the same header is another
  // section of the same charges (a utility bill's electricity, then its water on page 3).
  let firstKinds: string | undefined;
  // The amounts on the totals lines tables ended at (a page's subtotal, carried forward).
  const subtotals: string[] = [];
  // A section closed by its own subtotal may be followed by another under the same columns.
  let carried: { at: number; header: NonNullable<ReturnType<typeof headerAt>> } | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const fromCarry = carried?.at === index;
    const header = fromCarry ? carried?.header : headerOf(index);
    if (!header) continue;
    const { columns } = header;
    const kinds = columns.map((column) => column.column).join(' ');
    if (firstKinds !== undefined && kinds !== firstKinds) continue;
    const before = items.length;
    for (const line of header.lines) for (const cell of line.cells) context.tableCells.add(cell);
    const first = index + header.lines.length;
    let previous: { item: ExtractedLineItem; line: Line } | undefined;
    // Each row's own tax, where the table has a tax column (a fapiao's 税额).
    const rowTaxes: Found<string>[] = [];
    let misses = 0;
    // The line the table ended at (its totals, or the prose after it).
    let end: number | undefined;
    // The amount of the subtotal it ended at, if it did.
    let closing: string | undefined;
    for (const line of lines.slice(first)) {
      // "netto | VAT" under "Cena | Cena" before any row: the header's third line, not totals.
      if (items.length === before && findAmounts(line.text).length === 0 && isTotalsLine(line)) {
        for (const cell of line.cells) context.tableCells.add(cell);
        continue;
      }
      if (isTotalsLine(line)) {
        const totals = context.layout.positioned ? readRow(line, columns, decimalMark) : null;
        const taxed = totals?.numbers.tax;
        end = line.index;
        closing = sectionSubtotal(line, decimalMark);
        subtotals.push(...findAmounts(line.text, decimalMark).map((found) => found.value));
        if (taxed && items.length > before && !tax)
          tax = {
            value: taxed.value,
            confidence: 0.75,
            source: sourceOf(line, taxed.raw, taxed.segment.cell),
          };
        break;
      }
      if (headerOf(line.index)) {
        for (const cell of line.cells) context.tableCells.add(cell); // the header repeated on a new page
        continue;
      }
      const row = context.layout.positioned
        ? readRow(line, columns, decimalMark)
        : readPlainRow(line, columns, decimalMark);
      row.description = row.description
        .replace(/[_=.-]{3,}/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const amount = row.numbers.amount;
      // A lone whole number in prose ("legge n. 190 del 2014") is no price.
      const priced =
        amount !== undefined && (DECIMALS.test(amount.raw) || Object.keys(row.numbers).length >= 2);
      if (!priced || NOT_A_CHARGE.test(row.description) || isTotalsLabel(row.description)) {
        if (
          previous &&
          row.description &&
          !amount &&
          Object.keys(row.numbers).length === 0 &&
          isContinuation(previous.line, line)
        ) {
          const description = previous.item.description;
          previous.item.description = {
            ...description,
            value: `${description.value} ${row.description}`,
          };
          for (const cell of line.cells) context.tableCells.add(cell);
          continue;
        }
        misses += 1;
        // Past a page break the table may go on after the footer and the next letterhead.
        const pageChanged = previous !== undefined && line.page !== previous.line.page;
        if (misses > (pageChanged ? 14 : 4)) {
          end = line.index;
          break;
        }
        continue;
      }
      misses = 0;
      for (const cell of line.cells) context.tableCells.add(cell);
      const confidence = 0.8;
      if (!amount) continue;
      // The first row of a new page carrying the pages before forward ("TRANSPORTE: 594636,99",
      // "Übertrag"): it adds up the rows read so far, or repeats the last page's subtotal.
      const lastLine = itemLines[itemLines.length - 1];
      if (
        items.length >= 2 &&
        lastLine !== undefined &&
        line.page !== lastLine.page &&
        (subtotals.includes(amount.value) ||
          items
            .reduce((sum, item) => sum.plus(item.amount?.value ?? 0), new Decimal(0))
            .equals(amount.value))
      )
        continue;
      const field = (number: Placed | undefined) =>
        number
          ? {
              value: number.value,
              confidence,
              source: sourceOf(line, number.raw, number.segment.cell),
            }
          : null;
      const item: ExtractedLineItem = {
        description: {
          value: row.description || '(no description)',
          confidence: row.description ? confidence : 0.3,
          source: sourceOf(line, row.description || line.text),
        },
        quantity: field(row.numbers.quantity),
        rate: field(row.numbers.rate),
        amount: field(amount),
      };
      items.push(item);
      itemLines.push(line);
      const rowTax = field(row.numbers.tax);
      if (rowTax) rowTaxes.push(rowTax);
      previous = { item, line };
    }
    // No tax in the totals row (or none read there): the rows' taxes when every row prints one.
    if (!tax && items.length > before && rowTaxes.length === items.length - before) {
      const sum = rowTaxes.reduce((total, rowTax) => total.plus(rowTax.value), new Decimal(0));
      tax = { ...(rowTaxes[0] as Found<string>), value: formatDecimal(sum), confidence: 0.6 };
    }
    const closes =
      closing !== undefined &&
      items
        .slice(before)
        .reduce((sum, item) => sum.plus(item.amount?.value ?? 0), new Decimal(0))
        .equals(closing);
    carried = undefined;
    if (fromCarry && !closes) {
      // Rows after a subtotal that no subtotal of their own adds up: the totals, not a section.
      items.length = before;
      itemLines.length = before;
      break;
    }
    if (items.length === before) continue;
    if (closes && end !== undefined) carried = { at: end + 1, header: { columns, lines: [] } };
    // The same rows again: a copy of the invoice (an Argentine ORIGINAL, DUPLICADO, TRIPLICADO).
    const key = (item: ExtractedLineItem) => `${item.description.value}|${item.amount?.value}`;
    const earlier = new Set(items.slice(0, before).map(key));
    if (before > 0 && items.slice(before).every((item) => earlier.has(key(item)))) {
      items.length = before;
      itemLines.length = before;
      break;
    }
    firstKinds = kinds;
    if (end === undefined) break; // the table ran to the document's last line
    index = end;
  }
  if (items.length === 0) return { items: countTimesItems(lines, decimalMark), tax };
  return { items: withoutBreakdowns(items, itemLines), tax };
}
