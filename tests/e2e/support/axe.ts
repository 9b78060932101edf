import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Text fading in or out has too little contrast for axe: the scan waits for every finite transition to end. */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Whether the page holds a frame of another origin. Only then does axe need its own way of joining the frames'
 * results, which opens a blank page for each scan (about a second of a loaded machine's time, as long as the scan):
 * without such a frame, the scan runs in the page as axe ran before 4.3, every same-origin frame included.
 */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .some(
      (frame) => frame !== page.mainFrame() && /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin,
    );
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Whether the results hold a node of a frame: its target names the frame, then the node within it. */
const reachedAFrame = (results: AxeResults) =>
  [...results.passes, ...results.violations, ...results.incomplete].some((rule) =>
    rule.nodes.some((node) => node.target.length > 1),
  );

/** How many times a scan is made before a frame it cannot reach fails the test. */
const FRAME_SCAN_ATTEMPTS = 3;

/**
 * A scan of a page with a frame of another origin must reach into it. @axe-core/playwright leaves out a frame it failed
 * to reach without a word (a framed module's page, on a loaded machine, now and then): its nodes are then missing, and
 * the page's own rules (one level-one heading, unique landmarks) are judged without them. Such a scan is made again.
 */
async function scanOf(page: Page): Promise<AxeResults> {
  if (!hasCrossOriginFrame(page)) return new AxeBuilder({ page }).setLegacyMode(true).analyze();
  for (let attempt = 1; ; attempt += 1) {
    const results = await new AxeBuilder({ page }).analyze();
    if (reachedAFrame(results)) return results;
    if (attempt === FRAME_SCAN_ATTEMPTS) throw new Error(`axe did not reach the page's frame in ${attempt} scans.`);
  }
}

export async function expectNoAxeViolations(page: Page) {
  await transitionsEnded(page);
  const { violations } = await scanOf(page);
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
