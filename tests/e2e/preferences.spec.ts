import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, openAccountMenu, signIn } from './support/session';

// Both tests change admin@acme.test's saved formats: one at a time.
test.describe.configure({ mode: 'serial' });

async function chooseTimeFormat(page: Page, label: string) {
  const section = page.getByRole('region', { name: 'My date and time formats' });
  await section.getByRole('combobox', { name: 'Time format' }).click();
  await page.getByRole('option', { name: label }).click();
  await section.getByRole('button', { name: 'Save' }).click();
}

const lastVisitTime = (page: Page) => page.getByRole('list').locator('time').first();

async function openPreferences(page: Page) {
  const menu = await openAccountMenu(page, 'admin@acme.test');
  await menu.getByRole('menuitem', { name: 'Preferences' }).click();
}

test('choosing 24 hours changes the times the shell shows', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await page.getByRole('link', { name: 'Organisation' }).click();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(lastVisitTime(page)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);

  await openPreferences(page);
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await chooseTimeFormat(page, '24 hours (15:07)');
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(lastVisitTime(page)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await openPreferences(page);
  await chooseTimeFormat(page, '12 hours (03:07 PM)');
  await expect(page.getByText('Your preferences are saved.').first()).toBeVisible();
});

test('five quick toasts leave the newest four on screen', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await openPreferences(page);
  const save = page.getByRole('region', { name: 'My date and time formats' }).getByRole('button', { name: 'Save' });
  for (let toast = 1; toast <= 5; toast += 1) {
    await save.click();
    await expect(save).toBeEnabled();
  }
  await expect(page.getByText('Your preferences are saved.')).toHaveCount(4);
});

for (const language of ['en-us', 'ar']) {
  for (const theme of ['default', 'preview-dark']) {
    test(`the preferences page has no axe violation (${language}, ${theme})`, async ({ page }) => {
      await page.addInitScript(
        ([languageCode, themeName]) => {
          localStorage.setItem('TrellisLanguageSelected', JSON.stringify(languageCode));
          localStorage.setItem('TrellisAppTheme', JSON.stringify(themeName));
        },
        [language, theme],
      );
      await page.goto('/auth');
      await page.locator('input[type=email]').fill('admin@acme.test');
      await page.locator('input[type=password]').fill('trellis-demo');
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/\/mfe-host$/);
      await page.goto('/preferences');
      await expect(page.locator('#user-formats-time-format')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
    });
  }
}
