import { getViolations, injectAxe } from 'axe-playwright';
import { expect, type Page } from 'playwright/test';

/**
 * Axe on the whole page (portaled dialogs, drawers and popovers included): a serious or
 * critical violation fails the test with the rule, its help text and the offending nodes.
 */
export const expectAccessible = async (page: Page) => {
  // The resting page: the pointer left over a button would be checked in its hover colours.
  await page.mouse.move(0, 0);
  await injectAxe(page);
  const violations = await getViolations(page, 'body');
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
};
