import type { Page } from '@playwright/test';

import { signIn } from './session';

const TOKEN_ENDPOINT = '/api/access/v1/oauth/token';

/**
 * Signs in and waits for the shell's first auto refresh (3 s after the start, section 9): the token endpoint's
 * second answer on this page, after the password grant's. A page load that cuts that refresh short once the server
 * has rotated the refresh token leaves the old one stored; the next load presents it, the server takes it for reuse
 * and ends the session. Tests that go to addresses right after signing in wait for the refresh first (a later load
 * is another tab to auto refresh, which does not refresh at once).
 */
export async function signInSettled(page: Page, email: string): Promise<void> {
  let tokenAnswers = 0;
  const firstRefresh = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === TOKEN_ENDPOINT &&
      response.request().method() === 'POST' &&
      ++tokenAnswers === 2,
  );
  await signIn(page, email);
  await firstRefresh;
}
