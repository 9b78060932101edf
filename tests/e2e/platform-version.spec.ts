import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { injectFault } from './support/test-server';

test('the version from the server is shown in the footer', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('contentinfo').getByText(/^Version/)).toHaveText('Version 4.12.0');
});

test('the version falls back to 0.0.0 when the server fails', async ({ page, context, baseURL }) => {
  await injectFault(context, baseURL!, { method: 'GET', path: '/api/content/v1/info/version', status: 500 });
  await page.goto('/auth');
  await expect(page.getByRole('contentinfo').getByText(/^Version/)).toHaveText('Version 0.0.0');
});

test('an unknown path goes to the not-found page, whose button leads back to the application', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("sorry, can't find the page")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the application' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
