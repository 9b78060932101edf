import { expect, type Page } from '@playwright/test';

import { signIn } from './session';

/**
 * Signs in and waits for the shell, so that the next page load comes with the session stored. Tests that go to
 * addresses right after signing in use it. (No refresh is under way then for a page load to cut short: the auto
 * refresh renews a token only as it nears its end, section 9.)
 */
export async function signInSettled(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/mfe-host$/);
}
