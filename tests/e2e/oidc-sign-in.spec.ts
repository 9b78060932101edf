import type { BrowserContext, Page } from '@playwright/test';

import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { runToFirstRenewal } from './support/oidc-renewal';
import { expectSignedInShell, logOut, sessionTimersStart, storedAuth } from './support/session';
import { OIDC_AUTHORITY as oidcAuthority } from './support/test-server';

const SIGN_IN_WITH_PROVIDER = "Sign in with your organisation's identity provider";

const accessTokenOf = async (page: Page) => JSON.parse((await storedAuth(page)) ?? '{}').access_token as string;

/** The provider's development sign-in and consent pages accept a demo e-mail with any password. */
async function signInAtProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();
}

/** The authorisation request, from whichever window of the context makes it. */
const authorizationRequest = (context: BrowserContext) =>
  context.waitForEvent('request', (request) => request.url().startsWith(`${oidcAuthority}/auth?`));

/** Opens the provider's sign-in popup from the sign-in page. */
async function openSignInPopup(page: Page, label = SIGN_IN_WITH_PROVIDER) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: label }).click();
  return popup;
}

test('signs in through an OpenID provider in a 500 × 470 popup with code and PKCE, refreshes silently, and logs out', async ({
  page,
  context,
}) => {
  await context.clock.install();
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    const opened: (string | undefined)[] = [];
    Object.assign(window, { openedPopupFeatures: opened });
    window.open = (url, target, features) => {
      opened.push(features);
      return open(url, target, features);
    };
  });
  await page.goto('/auth');
  const authorization = authorizationRequest(context);
  const timersStarted = sessionTimersStart(page);
  const popup = await openSignInPopup(page);
  const features = await page.evaluate(
    () => (window as unknown as { openedPopupFeatures: string[] }).openedPopupFeatures,
  );
  expect(features).toHaveLength(1);
  expect(features[0]).toMatch(/(^|,)width=500(,|$)/);
  expect(features[0]).toMatch(/(^|,)height=470(,|$)/);
  const query = new URL((await authorization).url()).searchParams;
  expect(query.get('response_type')).toBe('code');
  expect(query.get('client_id')).toBe('trellis');
  expect(query.get('redirect_uri')).toMatch(/\/popup-callback\.html$/);
  expect(query.get('code_challenge_method')).toBe('S256');
  expect(query.get('code_challenge')).toBeTruthy();
  expect(query.get('state')).toBeTruthy();
  expect(query.get('nonce')).toHaveLength(45);

  const popupClosed = popup.waitForEvent('close');
  await signInAtProvider(popup, 'admin@acme.test');
  await popupClosed;
  await expectSignedInShell(page, 'admin@acme.test');
  expect(JSON.parse((await storedAuth(page)) ?? '{}')).toMatchObject({ identityProvider: 'oidc' });
  const firstToken = await accessTokenOf(page);

  // Renewed in a hidden frame with prompt=none.
  const silentRefreshSent = page.waitForRequest(
    (request) => request.url().startsWith(`${oidcAuthority}/auth?`) && request.url().includes('prompt=none'),
  );
  await timersStarted;
  await runToFirstRenewal(context, silentRefreshSent);
  const silentRefresh = await silentRefreshSent;
  expect(new URL(silentRefresh.url()).searchParams.get('code_challenge_method')).toBe('S256');
  await expect.poll(() => accessTokenOf(page)).not.toBe(firstToken);
  await expect(page.getByRole('banner')).toContainText('admin@acme.test');

  // The provider cannot revoke its JWT access tokens (it answers 400); the logout goes on regardless.
  const revocation = page.waitForRequest(`${oidcAuthority}/token/revocation`);
  await logOut(page, 'admin@acme.test');
  expect((await revocation).postData()).toContain('token_type_hint=access_token');
  await expect(page).toHaveURL(new RegExp(`^${oidcAuthority}/session/end`));
  await page.locator('button[autofocus], button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/auth\?state=\w+$/);
  expect(await storedAuth(page)).toBeNull();
});

test('a browser that blocks the popup signs in by redirect instead', async ({ page, context }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/auth');
  const authorization = authorizationRequest(context);
  await page.getByRole('button', { name: SIGN_IN_WITH_PROVIDER }).click();
  expect(new URL((await authorization).url()).searchParams.get('redirect_uri')).toMatch(/\/sso$/);
  await expect(page).toHaveURL(new RegExp(`^${oidcAuthority}/`));
  await signInAtProvider(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  expect(JSON.parse((await storedAuth(page)) ?? '{}')).toMatchObject({ identityProvider: 'oidc' });
});

test('closing the popup before signing in says so on the sign-in page, in LTR and RTL', async ({ page }) => {
  await page.goto('/auth');
  await (await openSignInPopup(page)).close();
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in window was closed before you finished signing in. You can open it again.',
  );
  await expect(page.getByRole('button', { name: SIGN_IN_WITH_PROVIDER })).toBeEnabled();
  expect(await storedAuth(page)).toBeNull();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('alert')).toHaveText(
    'أُغلقت نافذة تسجيل الدخول قبل إتمام تسجيل الدخول. يمكنك فتحها مرة أخرى.',
  );
  await expectNoAxeViolations(page);

  // Opening it again clears the notice; the second popup signs in.
  const popup = await openSignInPopup(page, 'تسجيل الدخول عبر موفّر الهوية الخاص بمؤسستك');
  await expect(page.getByRole('alert')).toBeHidden();
  await signInAtProvider(popup, 'admin@acme.test');
  await expect(page).toHaveURL(/\/mfe-host$/);
});

test('without a session at the provider, signing in starts at the provider again', async ({ page }) => {
  await page.goto('/auth');
  const popup = await openSignInPopup(page);
  await expect(popup.locator('input[name="login"]')).toBeVisible();
});

test('an ID token whose nonce is not the one sent is refused: no session is opened', async ({ page, context }) => {
  // The nonce oidc-client-ts stored with the request is changed before the sign-in page reads the provider's answer.
  await context.addInitScript(() => {
    if (window.location.pathname !== '/popup-callback.html') return;
    for (const key of Object.keys(window.localStorage).filter((name) => name.startsWith('oidc.'))) {
      const state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { nonce?: string };
      if (state.nonce) window.localStorage.setItem(key, JSON.stringify({ ...state, nonce: 'not-the-nonce-sent' }));
    }
  });
  await page.goto('/auth');
  const popup = await openSignInPopup(page);
  await signInAtProvider(popup, 'admin@acme.test');
  await expect(page.getByRole('alert')).toContainText('Single sign-on did not complete');
  expect(await storedAuth(page)).toBeNull();
});

/**
 * A laptop's clock twenty minutes off the provider's: more than the ID token checks' 10-minute skew allowance. The
 * test provider's ID tokens live an hour, so two hours ahead is where judging by the device's clock would refuse one.
 */
for (const { name, offsetMs } of [
  { name: '20 minutes ahead of', offsetMs: 20 * 60_000 },
  { name: '20 minutes behind', offsetMs: -20 * 60_000 },
  { name: '2 hours ahead of', offsetMs: 2 * 60 * 60_000 },
]) {
  test(`a first sign-in on a device clock ${name} the provider’s is taken as on a right clock`, async ({
    page,
    context,
  }) => {
    await context.clock.install({ time: Date.now() + offsetMs });
    const tokenRequests: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${oidcAuthority}/token`) tokenRequests.push(request.url());
    });
    await page.goto('/auth');
    const timersStarted = sessionTimersStart(page);
    const popup = await openSignInPopup(page);
    const popupClosed = popup.waitForEvent('close');
    await signInAtProvider(popup, 'admin@acme.test');
    await popupClosed;
    await expectSignedInShell(page, 'admin@acme.test');
    await timersStarted;
    await context.clock.runFor(15_000);
    await expectSignedInShell(page, 'admin@acme.test');
    await expect(page.getByText('Token has expired')).toHaveCount(0);
    expect(tokenRequests).toHaveLength(1);
  });
}
