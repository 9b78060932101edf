import type { Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { accountButton, DEMO_PASSWORD, openAccountMenu, signIn, storedAuth } from './support/session';
import { injectFault } from './support/test-server';

const EULA_USER = 'eula@acme.test';

const agreement = (page: Page, name = 'End-user licence agreement') => page.getByRole('region', { name });

async function signInToEula(page: Page) {
  await page.goto('/auth');
  await signIn(page, EULA_USER);
  await expect(page).toHaveURL(/\/eula$/);
}

test('the licence agreement is shown in full, with no upsell before it is accepted', async ({ page }) => {
  await signInToEula(page);
  await expect(page.getByRole('heading', { name: 'End-user licence agreement', level: 1 })).toBeVisible();
  const text = agreement(page);
  await expect(text.getByRole('heading', { name: '1. Scope', level: 2 })).toBeVisible();
  await expect(text.getByRole('heading', { name: '4. Personal data', level: 2 })).toBeAttached();
  await expect(text).toContainText('Do not try to reach other tenants');
  // The agreement scrolls on its own: a keyboard user can reach and scroll it.
  await text.focus();
  await expect(text).toBeFocused();
  await expectNoAxeViolations(page);

  const banner = page.getByRole('banner');
  await expect(accountButton(page, EULA_USER)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Upgrade', exact: true })).toHaveCount(0);
  // The tenant's logo names the tenant, but leads nowhere: home cannot open before the agreement is accepted.
  await expect(banner.getByRole('img', { name: 'Acme Trust Center' })).toBeVisible();
  await expect(banner.getByRole('link')).toHaveCount(0);

  const menu = await openAccountMenu(page, EULA_USER);
  await expect(menu.getByRole('menuitem')).toHaveText([/^Language/, /^Theme/, 'Log out']);
  await expectNoAxeViolations(page);
});

test('accepting opens the shell in the virtual role, where the upsell works and no stale dialog waits', async ({
  page,
}) => {
  await signInToEula(page);
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await accept.click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  const upgrade = page.getByRole('banner').getByRole('button', { name: 'Upgrade', exact: true });
  // The upsell dialogs mount with the header's menu: a dialog left from before would be on screen now.
  await expect(upgrade).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const claims = await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('TrellisZenAuth') ?? '{}') as { access_token?: string };
    return JSON.parse(atob((auth.access_token ?? '..').split('.')[1] ?? '')) as { role: string };
  });
  expect(claims.role).toBe('Analyst');

  await upgrade.click();
  await page.getByRole('menuitem', { name: 'Upgrade your account' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade your account' })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('declining the agreement logs out', async ({ page }) => {
  await signInToEula(page);
  await page.getByRole('button', { name: 'Decline and log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await storedAuth(page)).toBeNull();
});

test("the agreement is the server's text, sanitised", async ({ page, context, baseURL, request }) => {
  const table = (await (await request.get('/api/globalization/v1/translations/en-us')).json()) as {
    translations: Record<string, string>;
  };
  const hostile = {
    LanguageCode: 'en-us',
    translations: {
      ...table.translations,
      EulaAgreement:
        '<h2>Acme terms of use</h2><p>Worded by Acme.</p><img src="x" onerror="window.eulaHacked = 1"><script>window.eulaHacked = 2</script>',
    },
  };
  for (const path of ['/api/globalization/v1/translations/en-us', '/api/globalization/v2/translations/tenant/en-us']) {
    await injectFault(context, baseURL ?? '', { method: 'GET', path, body: hostile });
  }
  await signInToEula(page);
  const text = agreement(page);
  await expect(text.getByRole('heading', { name: 'Acme terms of use', level: 2 })).toBeVisible();
  await expect(text).toContainText('Worded by Acme.');
  await expect(text.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { eulaHacked?: number }).eulaHacked)).toBeUndefined();
});

test('the agreement and the account menu in Arabic, right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'عنوان البريد الإلكتروني' }).fill(EULA_USER);
  await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page).toHaveURL(/\/eula$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const text = agreement(page, 'اتفاقية ترخيص المستخدم النهائي');
  await expect(text.getByRole('heading', { name: '1. النطاق', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'رفض وتسجيل الخروج' })).toBeVisible();
  await expectNoAxeViolations(page);

  const menu = await openAccountMenu(page, EULA_USER);
  await expect(menu.getByRole('menuitem')).toHaveText([/^اللغة/, /^السمة/, 'تسجيل الخروج']);
  await expectNoAxeViolations(page);
});
