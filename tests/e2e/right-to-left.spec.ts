import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, openAccountMenu, sessionTimersStart } from './support/session';
import { startSignedIn } from './support/stored-session';

// The same screens and dialogs in Arabic: right to left, translated, and accessible.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
});

async function signInInArabic(page: import('@playwright/test').Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'عنوان البريد الإلكتروني' }).fill(email);
  await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
}

test('the signed-in shell in Arabic', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const menu = await openAccountMenu(page, 'admin@acme.test');
  await expect(menu.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the tenant-switch prompt in Arabic', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await page.getByRole('button', { name: /تبديل المستأجر/ }).click();
  await page.getByRole('menuitem', { name: 'Acme Sandbox' }).click();
  await expect(page.getByRole('dialog', { name: 'تبديل الحسابات' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the EULA page in Arabic', async ({ page }) => {
  await signInInArabic(page, 'eula@acme.test');
  await expect(page).toHaveURL(/\/eula$/);
  await expect(page.getByRole('heading', { name: 'اتفاقية ترخيص المستخدم النهائي' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the session-timeout warning in Arabic', async ({ page, context }) => {
  await context.clock.install();
  const timersStarted = sessionTimersStart(page);
  await startSignedIn(page, 'idle@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await timersStarted;
  await context.clock.runFor(111_000);
  await expect(page.getByRole('dialog', { name: 'جلستك على وشك الانتهاء' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the not-found page in Arabic', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await expectNoAxeViolations(page);
});
