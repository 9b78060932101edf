import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'trellis-demo';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function storedAuth(page: Page) {
  return page.evaluate(() => localStorage.getItem('TrellisZenAuth'));
}

export async function expectSignedInShell(page: Page, email: string) {
  await expect(page).toHaveURL(/\/mfe-host$/);
  // A startup dialog may already be open over the shell, which hides the banner from assistive technology.
  await expect(page.getByRole('banner', { includeHidden: true })).toContainText(email);
}
