import { getViolations, injectAxe } from 'axe-playwright';
import { expect, type Page } from 'playwright/test';

/**
 * Axe on the whole page (portaled dialogs, drawers and popovers included): a serious or
 * critical violation fails the test with the rule, its help text and the offending nodes.
 * `exclude` leaves out what the product does not own (a provider's embedded widget) or what
 * WCAG exempts and axe cannot tell (text of a disabled control); each use says why.
 */
export const expectAccessible = async (page: Page, exclude: string[] = []) => {
  expect(await blockingViolations(page, exclude), `axe on ${page.url()}`).toEqual([]);
};

/** The serious and critical violations axe finds on the page now, one line per rule. */
export const blockingViolations = async (page: Page, exclude: string[] = []) => {
  // The resting page: the pointer left over a button would be checked in its hover colours.
  await page.mouse.move(0, 0);
  // A drawer or modal still fading in blends its colours with the overlay's: axe would measure
  // a contrast no one sees once it has opened (and the hover colour fading out, likewise).
  // (A spinner's endless animation is no transition and is not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // axe (half a megabyte) stays on the page until it navigates.
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const context = exclude.length
    ? { include: [['body']], exclude: exclude.map((s) => [s]) }
    : 'body';
  // Only violations are read: axe then keeps one node per passing rule, not every node.
  const violations = await getViolations(page, context, { resultTypes: ['violations'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n  ')}`,
    );
};
