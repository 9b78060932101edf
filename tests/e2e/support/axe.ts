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

export async function expectNoAxeViolations(page: Page) {
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(!hasCrossOriginFrame(page)).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
