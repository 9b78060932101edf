import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { expectSignedInShell, logOut, signIn, storedAuth } from './support/session';

const CSRF_COOKIE = 'XSRF-TOKEN';

async function csrfCookieOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
}

/** A state-changing call from the page's own script, with the user's token and the CSRF header it chooses. */
function saveNotificationFromPage(page: Page, accessToken: string, csrfHeader: string | null) {
  return page.evaluate(
    async ({ accessToken, csrfHeader }) => {
      const response = await fetch('/api/benchmarking/v1/notification', {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
          ...(csrfHeader === null ? {} : { 'X-XSRF-TOKEN': csrfHeader }),
        },
        body: JSON.stringify({ messageId: 'FORGED', notificationStatus: false, notificationType: 'HOME_PAGE' }),
      });
      return { status: response.status, type: response.headers.get('content-type') };
    },
    { accessToken, csrfHeader },
  );
}

test('the shell repeats the XSRF-TOKEN cookie on its mutations, and the server refuses one that does not', async ({
  page,
}) => {
  await page.goto('/auth');
  const cookie = await csrfCookieOf(page);
  expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const cookieDetails = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE);
  expect(cookieDetails).toMatchObject({ path: '/', sameSite: 'Strict', httpOnly: false });

  const tokenRequest = page.waitForRequest((request) => request.url().endsWith('/api/access/v1/oauth/token'));
  await signIn(page, 'admin@acme.test');
  expect((await tokenRequest).headers()['x-xsrf-token']).toBe(cookie);
  await expectSignedInShell(page, 'admin@acme.test');

  const accessToken = (JSON.parse((await storedAuth(page)) ?? '{}') as { access_token: string }).access_token;
  for (const header of [null, 'wrong', `${cookie}x`]) {
    const refused = await saveNotificationFromPage(page, accessToken, header);
    expect(refused, `X-XSRF-TOKEN ${header}`).toEqual({
      status: 403,
      type: expect.stringMatching(/^application\/problem\+json/),
    });
  }

  const logout = page.waitForRequest((request) => request.url().endsWith('/api/access/v1/auth/logout'));
  await logOut(page, 'admin@acme.test');
  const logoutRequest = await logout;
  expect(logoutRequest.headers()['x-xsrf-token']).toBe(cookie);
  expect((await logoutRequest.response())?.status()).toBe(204);
  await expect(page).toHaveURL(/\/auth$/);
});
