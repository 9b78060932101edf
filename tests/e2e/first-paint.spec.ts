import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('the page loader paints before the app has run, silent and neutral, and the app replaces it', async ({ page }) => {
  // What a phone shows while the app's code is still on its way: the entry's script is held back (then sent as is).
  let sendEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (sendEntry = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/auth', { waitUntil: 'commit' });
  const spinner = page.locator('.first-paint svg');
  await expect(spinner).toBeVisible();
  // Section 9's page loader: 10rem.
  await expect(spinner).toHaveCSS('width', '160px');
  // No words before the language is known: the page is named by the product alone, and says it is busy.
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trellis');
  await expect(page.locator('#root')).toHaveText('Trellis');
  await expectNoAxeViolations(page);

  sendEntry();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.first-paint')).toHaveCount(0);
});
