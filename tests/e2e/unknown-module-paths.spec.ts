import { expect, test } from './support/fixtures';
import { expectSignedInShell } from './support/session';
import { signInSettled } from './support/settled-sign-in';

test('an unknown path below /mfe-host goes to the 404 page, whose button leads back home', async ({ page }) => {
  await page.goto('/auth');
  await signInSettled(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');

  for (const path of ['/mfe-host/no-such-module', '/mfe-host/reports/2024?tab=2', '/organization/nothing-here']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Workspace' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.getByRole('heading', { name: 'Workspace', level: 1 })).toBeVisible();
});

test('the modules still open at their own paths, by link and by address', async ({ page }) => {
  await page.goto('/auth');
  await signInSettled(page, 'admin@acme.test');
  await expectSignedInShell(page, 'admin@acme.test');
  const navigation = page.getByRole('navigation', { name: 'Modules' });

  await navigation.getByRole('link', { name: 'Benchmarking' }).click();
  await expect(page).toHaveURL(/\/reporting\/benchmarking$/);
  await expect(page.getByRole('heading', { name: 'Benchmarking', level: 1 })).toBeVisible();
  await navigation.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Workspace', level: 1 })).toBeVisible();

  for (const [path, heading] of [
    ['/mfe-host/', 'Workspace'],
    ['/organization?tab=2', 'Organisation'],
    ['/reporting/benchmarking', 'Benchmarking'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/\/404$/);
  }
});
