import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell } from './support/session';

test('the sign-in page offers the languages of the anonymous global state, and the choice outlives sign-in', async ({
  page,
}) => {
  const anonymousState = page.waitForResponse('**/api/global-state/v1/no-auth-init');
  await page.goto('/auth');
  const languages = ((await (await anonymousState).json()) as { languages: { NativeName: string }[] }).languages;

  const button = page.getByRole('button', { name: 'Language: English' });
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(languages.map((language) => language.NativeName));
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);

  await menu.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Trellis', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'اللغة: العربية' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('textbox', { name: 'عنوان البريد الإلكتروني' }).fill('admin@acme.test');
  await page.getByLabel('كلمة المرور').fill('trellis-demo');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'الوحدات' })).toBeVisible();
});

test('Hebrew, which the platform declares right to left, turns the sign-in page around', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expectNoAxeViolations(page);
});

test('a signed-in admin keeps the language chosen before sign-in', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('admin@acme.test');
  await page.getByLabel('Passwort').fill('trellis-demo');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expectSignedInShell(page, 'admin@acme.test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
