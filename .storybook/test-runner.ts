// Runs after each story's play function in CI: an axe accessibility check, then a
// screenshot compared pixel-for-pixel with the committed baseline (packages/ui/__visual__).
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

const baselineDir = path.resolve(process.cwd(), 'packages/ui/__visual__');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y;
    if (!a11y?.disable) {
      await checkA11y(page, 'body', {
        // The whole page, so overlays portaled outside #storybook-root (dialogs, drawers,
        // popovers) are checked too. Serious and critical violations fail the story.
        includedImpacts: ['serious', 'critical'],
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: a11y?.options,
      });
    }
    if (story.parameters?.visual?.disable) return;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    // Portaled content (dialogs, drawers, popovers) renders outside #storybook-root.
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: baselineDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
