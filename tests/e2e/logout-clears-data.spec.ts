import type { Page } from '@playwright/test';

import { expect as baseExpect, test } from './support/fixtures';
import { logOut, signIn } from './support/session';

/** Two sign-ins and a logout on a busy machine: generous waits, the checks are about what, not when. */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function expectSignedInShell(page: Page, email: string) {
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.getByRole('banner')).toContainText(email);
}

/** Everything the origin keeps in the browser's storage, names and values. */
async function everythingStored(page: Page) {
  return page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

/** Admin's data, as the shell holds it while admin is signed in: e-mail, names, permissions, tenants. */
const ADMINS_DATA = [
  'admin@acme.test',
  'Ada',
  'Headquarters',
  'TENANTS_LIST',
  'ViewOTBenchmarkingMetaData',
  'Acme Sandbox',
  'Globex',
];

test('logout leaves nothing personal in the browser but the last login e-mail, and the next user sees none of it', async ({
  page,
}) => {
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  // Admin's global state (user, permissions, tenants) has been stored: there is something to forget.
  await expect.poll(async () => JSON.stringify(await everythingStored(page))).toContain('TENANTS_LIST');

  await logOut(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/auth$/);
  // Section 3's last login e-mail outlives the logout: the sign-in form starts with it.
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('admin@acme.test');

  const stored = await everythingStored(page);
  const { TrellisLastLoginEmail: lastLoginEmail, ...otherLocal } = stored.local;
  expect(lastLoginEmail).toBe('"admin@acme.test"');
  const storedText = JSON.stringify({ ...stored, local: otherLocal });
  for (const personal of ADMINS_DATA) expect(storedText).not.toContain(personal);
  expect(stored.local).not.toHaveProperty('TrellisZenAuth');
  expect(stored.local).not.toHaveProperty('TrellisGlobalState');
  expect(stored.session).toEqual({});
  // What stays is the tenant's look for the sign-in page and this device's choices.
  expect(Object.keys(stored.local).every((name) => !name.startsWith('Trellis') || KEPT.includes(name))).toBe(true);

  // The same tab, without a reload: the analyst (Arabic, few permissions, no tenant list) sees nothing of admin's.
  await signIn(page, 'analyst@acme.test');
  await expectSignedInShell(page, 'analyst@acme.test');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  for (const personal of ['admin@acme.test', 'Ada Admin', 'Acme Sandbox', 'Globex']) {
    await expect(page.getByText(personal)).toHaveCount(0);
  }
  await expect
    .poll(async () => JSON.parse((await everythingStored(page)).local.TrellisGlobalState ?? '{}').owner ?? '')
    .toMatch(/^[0-9a-f-]+:/);
  const analystsStorage = JSON.stringify(await everythingStored(page));
  for (const personal of ['admin@acme.test', 'Ada', 'Acme Sandbox', 'Globex']) {
    expect(analystsStorage).not.toContain(personal);
  }
});

const KEPT = [
  'TrellisZenBrands',
  'TrellisAppTheme',
  'TrellisLanguageSelected',
  'TrellisUpdatedLanguageCode',
  'TrellisLastLoginEmail',
  'TrellisDismissedAlerts',
  'TrellisPageHistory',
  'TrellisTimedOut',
];
