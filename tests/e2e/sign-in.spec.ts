import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSignedInShell, logOut, signIn, storedAuth } from './support/session';
import { injectFault } from './support/test-server';

test('admin@acme.test signs in and lands on the module host', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Trellis', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  expect(JSON.parse((await storedAuth(page)) ?? '{}')).toMatchObject({
    tenantGuid: '3f2c1e0a-5b7d-4c1e-9a2b-000000000001',
    access_token: expect.any(String),
    refresh_token: expect.any(String),
  });
  await expectNoAxeViolations(page);
});

test('a wrong password shows a translated error and keeps what was typed', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('admin@acme.test');
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoAxeViolations(page);
});

test('an empty form explains what is missing', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
});

test('a deep link survives sign-in', async ({ page }) => {
  await page.goto('/organization?tab=2');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/organization\?tab=2$/);
});

test('logout signs out to /auth and leaves no ZenAuth key', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  await logOut(page, 'admin@acme.test');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await storedAuth(page)).toBeNull();
  await page.goto('/mfe-host');
  await expect(page).toHaveURL(/\/auth$/);
});

test('eula@acme.test is sent to /eula, and accepting opens the app in the virtual role', async ({ page }) => {
  await page.goto('/auth');
  await signIn(page, 'eula@acme.test');
  await expect(page).toHaveURL(/\/eula$/);
  await expectNoAxeViolations(page);
  await page.goto('/mfe-host');
  await expect(page).toHaveURL(/\/eula$/);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expectSignedInShell(page, 'eula@acme.test');
});

test('the sign-in page in Arabic is right to left and accessible', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('TrellisLanguageSelected', '"ar"'));
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى Trellis' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('logout in one tab signs out the other tabs', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/auth');
  await signIn(first, 'admin@acme.test');
  await expectSignedInShell(first, 'admin@acme.test');
  const second = await context.newPage();
  await second.goto('/mfe-host');
  await expectSignedInShell(second, 'admin@acme.test');
  await logOut(first, 'admin@acme.test');
  await expect(first).toHaveURL(/\/auth$/);
  await expect(second).toHaveURL(/\/auth$/);
});

test('sso@globex.test signs in through single sign-on and signs out to the SAML logout page', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('sso@globex.test');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/access\/v1\/saml\/login\?email=sso%40globex\.test$/);
  // The identity provider's user-info names the user who signed in elsewhere.
  const profileRead = page.waitForResponse('**/api/access/v1/users/current/legacy');
  await page.getByRole('button', { name: 'Continue as sso@globex.test' }).click();
  await expectSignedInShell(page, 'sso@globex.test');
  expect(await (await profileRead).json()).toMatchObject({ Email: 'sso@globex.test' });
  await logOut(page, 'sso@globex.test');
  await expect(page).toHaveURL(/\/authentication\/saml2\/logout\?email=sso%40globex\.test$/);
  await expect(page.getByText('sso@globex.test is signed out of single sign-on.')).toBeVisible();
  expect(await storedAuth(page)).toBeNull();
});

test('a used or missing single sign-on code explains and offers sign-in', async ({ page }) => {
  await page.goto('/sso?code=made-up');
  await expect(page.getByRole('alert')).toHaveText('Single sign-on did not complete. Please sign in again.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a failing user-type lookup falls back to the password sign-in', async ({ page, context, baseURL }) => {
  await injectFault(context, baseURL!, { method: 'POST', path: '/api/access/v1/saml-settings/user-type', status: 500 });
  await page.goto('/auth');
  await signIn(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
});

test('the sign-in page shows the login logo from the login-page resources', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('img', { name: 'Organisation logo' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );
});
