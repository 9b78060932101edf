import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, openAccountMenu, storedAuth } from './support/session';
import { startSignedIn } from './support/stored-session';

// The tests change admin@acme.test's saved formats: one at a time.
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
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await page.getByRole('link', { name: 'Organisation' }).click();
  // A visit joins the history once its page is there: a click on Home before that would cancel it.
  await expect(page.getByRole('heading', { name: 'Organisation', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
  await expect(lastVisitTime(page)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);

  await openPreferences(page);
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await chooseTimeFormat(page, '24 hours (15:07)');
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
  await expect(lastVisitTime(page)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  await openPreferences(page);
  await chooseTimeFormat(page, '12 hours (03:07 PM)');
  await expect(page.getByText('Your preferences are saved.').first()).toBeVisible();
});

test('five quick toasts leave the newest four on screen', async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
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

const accessTokenOf = async (page: Page) =>
  (JSON.parse((await storedAuth(page)) ?? '{}') as { access_token: string }).access_token;

test("an admin sets the organisation's formats, which apply to whoever has not chosen their own", async ({ page }) => {
  await startSignedIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  // In Globex, whose formats no other test reads: Acme's stay as the other tests expect them.
  await page.getByRole('button', { name: /Switch tenant/ }).click();
  await page.getByRole('menuitem', { name: 'Globex' }).click();
  await page.getByRole('dialog', { name: 'Switch accounts' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveTitle('Globex Privacy');

  await openPreferences(page);
  const organization = page.getByRole('region', { name: "Organisation's default date and time formats" });
  const user = page.getByRole('region', { name: 'My date and time formats' });
  // Unsaved, the date format shows its default choice, not an empty box.
  await expect(organization.getByRole('combobox', { name: 'Date format' })).toHaveText('MM/DD/YYYY (default)');
  await expect(user.getByRole('combobox', { name: 'Date format' })).toHaveText('MM/DD/YYYY (default)');
  await expect(page.getByText('Your saved formats could not be read')).toHaveCount(0);

  await organization.getByRole('combobox', { name: 'Date format' }).click();
  await page.getByRole('option', { name: 'DD.MM.YYYY' }).click();
  await organization.getByRole('combobox', { name: 'Time format' }).click();
  await page.getByRole('option', { name: '24 hours (15:07)' }).click();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/globalization/v1/ui-settings') && response.request().method() === 'PUT',
  );
  await organization.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await expect(user.getByRole('combobox', { name: 'Date format' })).toHaveText(
    "DD.MM.YYYY (your organisation's default)",
  );

  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
  await expect(lastVisitTime(page)).toHaveText(/^\d{2}\.\d{2}\.\d{4}( |$)/);

  // Back to unsaved: the organisation's date format is forgotten.
  await openPreferences(page);
  await organization.getByRole('combobox', { name: 'Date format' }).click();
  await page.getByRole('option', { name: 'MM/DD/YYYY (default)' }).click();
  await organization.getByRole('combobox', { name: 'Time format' }).click();
  await page.getByRole('option', { name: '12 hours (03:07 PM)' }).click();
  await organization.getByRole('button', { name: 'Save' }).click();
  await expect(user.getByRole('combobox', { name: 'Date format' })).toHaveText('MM/DD/YYYY (default)');
  await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Home' }).click();
  await expect(lastVisitTime(page)).toHaveText(/^\d{2}\/\d{2}\/\d{4}( |$)/);
});

test("the analyst sees the organisation's formats but cannot change them, and the API refuses with 403", async ({
  page,
}) => {
  await startSignedIn(page, 'analyst@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await (await openAccountMenu(page, 'analyst@acme.test')).getByRole('menuitem', { name: 'التفضيلات' }).click();
  const organization = page.getByRole('region', { name: 'تنسيقات التاريخ والوقت الافتراضية للمؤسسة' });
  await expect(organization.getByText('لا يمكن تغيير هذه التنسيقات إلا لمسؤولي مؤسستك.')).toBeVisible();
  await expect(organization.getByRole('combobox', { name: 'تنسيق التاريخ' })).toBeDisabled();
  await expect(organization.getByRole('combobox', { name: 'تنسيق الوقت' })).toBeDisabled();
  await expect(organization.getByRole('button', { name: 'حفظ' })).toHaveCount(0);
  // The analyst's own unsaved date format shows its default choice.
  const user = page.getByRole('region', { name: 'تنسيقات التاريخ والوقت الخاصة بي' });
  await expect(user.getByRole('combobox', { name: 'تنسيق التاريخ' })).toHaveText('MM/DD/YYYY (افتراضي)');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);

  const response = await page.request.put('/api/globalization/v1/ui-settings', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: [
      { key: 'dateFormat', value: 'DD.MM.YYYY' },
      { key: 'timeFormat', value: '24Hour' },
    ],
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect(await response.json()).toMatchObject({ status: 403 });
  const stored = await page.request.get('/api/globalization/v1/ui-settings?key=dateFormat', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  expect(await stored.json()).toEqual({ key: 'dateFormat', value: '' });
});
