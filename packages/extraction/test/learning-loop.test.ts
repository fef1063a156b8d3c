import { describe, expect, it } from 'vitest';
import {
  formatLoop,
  measurePair,
  type PairOutcome,
  realPairs,
  summarizeLoop,
} from '../accuracy/learning-loop';
import { generatedPairs } from '../accuracy/learning-pairs';
import { realSetPresent } from '../accuracy/real-set';
import { extractFromDocument, learnFromDocument } from '../src/index';

const run = async (pairs: Awaited<ReturnType<typeof realPairs>>) => {
  const outcomes: PairOutcome[] = [];
  for (const pair of pairs) outcomes.push(await measurePair(pair.vendor, pair.first, pair.second));
  return outcomes;
};
const share = (score: { right: number; total: number }) => score.right / score.total;

// The second invoice from a vendor is read with what the first one's corrections taught.
describe('the learning loop', () => {
  it.skipIf(!realSetPresent())(
    'reads the second real invoice of at least three vendors right after the first was corrected',
    // A PDF whose text lacks its amounts is read by OCR when learning (about 10 s a page).
    { timeout: 300_000 },
    async () => {
      const pairs = realPairs(false);
      expect(new Set(pairs.map((pair) => pair.vendor)).size).toBeGreaterThanOrEqual(3);
      const outcomes = await run(pairs);
      const summary = summarizeLoop(outcomes);
      const report = formatLoop('real pairs', outcomes).join('\n');
      expect(share(summary.after), report).toBeGreaterThanOrEqual(0.95);
      // Never worse than the uncorrected read, pair by pair.
      expect(summary.worse, report).toBe(0);
    },
  );

  it('learns a name, a number label, a date order, a currency and a total label from one correction each', async () => {
    const outcomes = await run(await generatedPairs());
    const summary = summarizeLoop(outcomes);
    const report = formatLoop('generated pairs', outcomes).join('\n');
    // Every generated vendor is read wrong by the rules alone, and right once corrected.
    expect(
      outcomes.every((outcome) => outcome.before.wrong.length > 0),
      report,
    ).toBe(true);
    expect(share(summary.after), report).toBeGreaterThanOrEqual(0.98);
    const learned = outcomes.map((outcome) => outcome.hints);
    expect(learned).toContainEqual({ vendorName: 'Halvorsen Printing Group AS' });
    expect(learned).toContainEqual({ currency: 'CAD' });
    expect(learned).toContainEqual({ labels: { invoice_number: 'doc. ref' } });
    expect(learned).toContainEqual({ labels: { total: 'balance to pay' } });
    expect(learned.some((hints) => hints.dateOrder === 'month_first')).toBe(true);
  });

  it('says what it read with, and reads as before once the rules are forgotten', async () => {
    const [pair] = (await generatedPairs()).filter((each) => each.vendor === 'deposit-total');
    if (!pair) throw new Error('no generated pair');
    const applied: string[][] = [];
    const withRules = await extractFromDocument(pair.second.doc, {
      readingHints: async (firstPass) => {
        // The vendor is known from the first reading, as the API finds it by name or tax id.
        expect(firstPass.vendor.name?.value).toBe('Ostara Events GmbH');
        return { labels: { total: 'balance to pay' } };
      },
      onHintsApplied: (_invoice, hints) => applied.push(hints),
    });
    expect(withRules.invoices[0]?.total?.value).toBe('3000.00');
    expect(withRules.invoices[0]?.total?.source.text).toContain('3.000,00');
    expect(applied).toEqual([['total_label']]);
    const forgotten = await extractFromDocument(pair.second.doc, { readingHints: {} });
    const plain = await extractFromDocument(pair.second.doc);
    expect(forgotten.invoices[0]?.total?.value).toBe(plain.invoices[0]?.total?.value);
    expect(plain.invoices[0]?.total?.value).not.toBe('3000.00');
  });

  it('learns the total as the largest amount printed when no label shows it', async () => {
    // An OCR that lost the total's label: the amount stands alone under a stray letter, and
    // the only "Total" printed is the table's net.
    const page = (lines: string[], total: string) => ({
      bytes: new TextEncoder().encode(
        [
          'Siam Fresh Foods Co., Ltd.',
          'Tax ID 0105553124556',
          'INVOICE IV-77',
          ...lines,
          'ร',
          total,
          '',
        ].join('\n'),
      ),
      filename: 'scan.txt',
      contentType: 'text/plain',
    });
    const first = page(['Total    3,900.00', 'VAT    273.00'], '4,173.00');
    expect((await extractFromDocument(first)).invoices[0]?.total?.value).toBe('3900.00');
    const hints = await learnFromDocument(first, { total: '4173.00' });
    expect(hints.totalPosition).toBe('largest_amount');
    const second = page(['Total    2,000.00', 'VAT    140.00'], '2,140.00');
    expect((await extractFromDocument(second)).invoices[0]?.total?.value).toBe('2000.00');
    const read = await extractFromDocument(second, { readingHints: hints });
    expect(read.invoices[0]?.total?.value).toBe('2140.00');
    // A position is a weaker witness than a label: the field asks for a glance.
    expect(read.invoices[0]?.total?.confidence).toBeLessThan(0.8);
  });

  it('does not apply a learned label where the page contradicts it', async () => {
    const invoice = (lines: string[]) => ({
      bytes: new TextEncoder().encode(
        [
          'Fjord Office Supplies AS',
          'INVOICE 2024-118',
          'Invoice date: 14.03.2024',
          'Due date: 13.04.2024',
          ...lines,
          '',
        ].join('\n'),
      ),
      filename: 'invoice.txt',
      contentType: 'text/plain',
    });
    // What a wrong lesson would say: the total is the amount after "Amount paid".
    const hints = { labels: { total: 'amount paid', issue_date: 'delivered' } };
    const page = invoice([
      'Subtotal    800.00',
      'VAT 25 %    200.00',
      'Total    1,000.00',
      'Amount paid    400.00',
      'Delivered 20.04.2024',
    ]);
    const plain = (await extractFromDocument(page)).invoices[0];
    expect(plain?.total?.value).toBe('1000.00');
    expect(plain?.issue_date?.value).toBe('2024-03-14');
    const read = (await extractFromDocument(page, { readingHints: hints })).invoices[0];
    // Subtotal and VAT add up to the total read; a date after the due date is no issue date.
    expect(read?.total?.value).toBe('1000.00');
    expect(read?.issue_date?.value).toBe('2024-03-14');
    // Where the page bears out nothing against it, the label is read.
    const unsummed = invoice(['Total    1,000.00', 'Amount paid    400.00']);
    const taken = (await extractFromDocument(unsummed, { readingHints: hints })).invoices[0];
    expect(taken?.total?.value).toBe('400.00');
  });
});
