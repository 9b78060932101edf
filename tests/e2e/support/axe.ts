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

export async function expectNoAxeViolations(page: Page) {
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}
