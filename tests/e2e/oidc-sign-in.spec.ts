import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell, logOut, storedAuth } from './support/session';
import { OIDC_AUTHORITY as oidcAuthority } from './support/test-server';

const accessTokenOf = async (page: Page) => JSON.parse((await storedAuth(page)) ?? '{}').access_token as string;

/** The provider's development sign-in and consent pages accept a demo e-mail with any password. */
async function signInAtProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  await page.locator('button[type="submit"]', { hasText: /continue/i }).click();
}

test('signs in through an OpenID provider with code and PKCE, refreshes silently, and logs out', async ({ page }) => {
  await page.goto('/auth');
  const authorization = page.waitForRequest((request) => request.url().startsWith(`${oidcAuthority}/auth?`));
  await page.getByRole('button', { name: "Sign in with your organisation's identity provider" }).click();
  const query = new URL((await authorization).url()).searchParams;
  expect(query.get('response_type')).toBe('code');
  expect(query.get('client_id')).toBe('trellis');
  expect(query.get('code_challenge_method')).toBe('S256');
  expect(query.get('code_challenge')).toBeTruthy();
  expect(query.get('state')).toBeTruthy();
  expect(query.get('nonce')).toHaveLength(45);

  await signInAtProvider(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  expect(JSON.parse((await storedAuth(page)) ?? '{}')).toMatchObject({ identityProvider: 'oidc' });
  const firstToken = await accessTokenOf(page);

  // The auto refresh's first run (3 s after start) renews the tokens in a hidden frame with prompt=none.
  const silentRefresh = await page.waitForRequest(
    (request) => request.url().startsWith(`${oidcAuthority}/auth?`) && request.url().includes('prompt=none'),
  );
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

test('without a session at the provider, signing in starts at the provider again', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Sign in with your organisation's identity provider" }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('an ID token whose nonce is not the one sent is refused: no session is opened', async ({ page }) => {
  // The nonce oidc-client-ts stored with the request is changed before the app reads the provider's answer on /sso.
  await page.addInitScript(() => {
    if (window.location.pathname !== '/sso') return;
    for (const key of Object.keys(window.localStorage).filter((name) => name.startsWith('oidc.'))) {
      const state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { nonce?: string };
      if (state.nonce) window.localStorage.setItem(key, JSON.stringify({ ...state, nonce: 'not-the-nonce-sent' }));
    }
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: "Sign in with your organisation's identity provider" }).click();
  await signInAtProvider(page, 'admin@acme.test');
  await expect(page.getByRole('alert')).toContainText('Single sign-on did not complete');
  expect(await storedAuth(page)).toBeNull();
});
