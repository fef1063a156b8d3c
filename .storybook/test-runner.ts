// Runs after each story's play function in CI: an axe accessibility check, then a
// screenshot compared pixel-for-pixel with the committed baseline (packages/ui/__visual__).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright';

const baselineDir = path.resolve(process.cwd(), 'packages/ui/__visual__');

/**
 * Mantine's Collapse (accordions, drawers' sections) animates height through a chain of
 * animation frames and a CSS transition that it ends itself on `transitionend`; the screenshot's
 * `animations: 'disabled'` cannot fast-forward the frames not yet run, so a capture could catch an
 * accordion half open. Wait until no finite animation has run for a few consecutive frames
 * (spinners loop for ever and are ignored: the screenshot freezes them).
 */
async function waitForTransitionsToSettle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const quietFramesNeeded = 3;
        let quietFrames = 0;
        const deadline = performance.now() + 5_000;
        const tick = () => {
          const running = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
            );
          quietFrames = running ? 0 : quietFrames + 1;
          if (quietFrames >= quietFramesNeeded || performance.now() > deadline) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * A capture that differs from the baseline is judged only once the page holds still, as
 * Playwright's toHaveScreenshot does: capture again until two in a row are the same bytes. On a
 * loaded machine a Collapse may start its transition after the quiet frames above; the
 * screenshot then fast-forwards it to a whole-pixel height one frame before it becomes `auto`.
 */
async function stableCapture(page: Page, capture: () => Promise<Buffer>, first: Buffer) {
  let previous = first;
  for (let attempt = 0; attempt < 5; attempt++) {
    await waitForTransitionsToSettle(page);
    const next = await capture();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    // The page stays between the stories of a file: axe (half a megabyte) is evaluated once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    // A loop that runs for ever (a loader, a skeleton's pulse) is paused when it starts: the
    // capture cancels it anyway (animations: 'disabled'), and running it made the compositor
    // draw every frame while axe and the capture ran (on the eleven files with loading states,
    // chromium's GPU process 18.8 -> 9.0 CPU-s, the same pixels).
    await page.evaluate(() => {
      if ('pausesLoops' in window) return;
      Object.assign(window, { pausesLoops: true });
      document.addEventListener(
        'animationstart',
        (event) => {
          for (const animation of (event.target as Element).getAnimations())
            if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)
              animation.pause();
        },
        true,
      );
    });
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y;
    if (!a11y?.disable) {
      await checkA11y(page, 'body', {
        // The whole page, so overlays portaled outside #storybook-root (dialogs, drawers,
        // popovers) are checked too. Serious and critical violations fail the story.
        includedImpacts: ['serious', 'critical'],
        // Violations are printed in full; a clean page prints nothing (172 stories of chatter).
        verbose: false,
        detailedReport: true,
        detailedReportOptions: { html: true },
        // Only violations are read: axe then keeps one node per passing rule, not every node.
        axeOptions: { resultTypes: ['violations'], ...a11y?.options },
      });
    }
    if (story.parameters?.visual?.disable) return;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    await waitForTransitionsToSettle(page);
    // Portaled content (dialogs, drawers, popovers) renders outside #storybook-root.
    const capture = () =>
      page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
    let image = await capture();
    // The baseline is the PNG chromium wrote for the same pixels: the same bytes need no decoding
    // and comparing pixel by pixel (in a child process per story, jest-image-snapshot's default).
    const baseline = path.join(baselineDir, `${context.id}.png`);
    const matches = (candidate: Buffer) =>
      existsSync(baseline) && readFileSync(baseline).equals(candidate);
    if (matches(image)) return;
    image = await stableCapture(page, capture, image);
    if (matches(image)) return;
    expect(image).toMatchImageSnapshot({
      runInProcess: true,
      customSnapshotsDir: baselineDir,
      customSnapshotIdentifier: context.id,
      // A few pixels of an icon's anti-aliased edge can differ between two renders of the same
      // page on a loaded machine (3 pixels of a trash icon's rim, once in three CI runs); any
      // real change of the look (a border, a colour, a moved text) differs in far more.
      failureThreshold: 8,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
