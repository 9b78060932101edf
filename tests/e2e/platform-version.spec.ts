import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { injectFault } from './support/test-server';

test('the shell shows the platform version from the server', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/mfe-host$/);
  await expect(page.getByRole('contentinfo')).toHaveText('Version 4.12.0');
  await expectNoAxeViolations(page);
});

test('the version falls back to 0.0.0 when the server fails', async ({ page, context, baseURL }) => {
  await injectFault(context, baseURL!, { method: 'GET', path: '/api/content/v1/info/version', status: 500 });
  await page.goto('/mfe-host');
  await expect(page.getByRole('contentinfo')).toHaveText('Version 0.0.0');
});
