import { expect, test } from '@playwright/test';
import { injectFault } from './support/test-server';

test('the version from the server is shown in the footer', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('contentinfo')).toHaveText('Version 4.12.0');
});

test('the version falls back to 0.0.0 when the server fails', async ({ page, context, baseURL }) => {
  await injectFault(context, baseURL!, { method: 'GET', path: '/api/content/v1/info/version', status: 500 });
  await page.goto('/auth');
  await expect(page.getByRole('contentinfo')).toHaveText('Version 0.0.0');
});
